// Imports the bundled translations and cross references into the database in one transaction:
// a crash half-way leaves no partial Bible behind (the next start simply imports again).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { bibleTranslations } from '../../../db/schema';
import type { Logger } from '../../../lib/logger';
import { loadCrossReferences } from './load-cross-references';
import { loadTranslation } from './load-translation';
import type { TranslationId } from './types';

export const TRANSLATIONS: { id: TranslationId; name: string; isDefault: boolean; sortOrder: number }[] = [
  { id: 'WEB', name: 'World English Bible', isDefault: true, sortOrder: 1 },
  { id: 'KJV', name: 'King James Version', isDefault: false, sortOrder: 2 },
  { id: 'ASV', name: 'American Standard Version', isDefault: false, sortOrder: 3 },
];

const CHUNK = 20_000;

/** Bulk insert through unnest(): one statement per chunk instead of one per row. */
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function importBible(tx: Tx, logger: Logger, ids: TranslationId[] = TRANSLATIONS.map((t) => t.id)) {
  const started = performance.now();
  await tx.insert(bibleTranslations).values(TRANSLATIONS.filter((t) => ids.includes(t.id)));
  for (const id of ids) {
    const verses = await loadTranslation(id);
    await insertChunks(verses, (chunk) =>
      tx.execute(sql`
        INSERT INTO canonical_bible_elements (translation, book, chapter, verse, type, text, heading, paragraph_start, poetry)
        SELECT ${id}, b, c, v, 'verse', t, h, p, q FROM unnest(
          ${sql.param(chunk.map((r) => r.bookIndex))}::int2[], ${sql.param(chunk.map((r) => r.chapter))}::int2[], ${sql.param(chunk.map((r) => r.verse))}::int2[],
          ${sql.param(chunk.map((r) => r.text))}::text[], ${sql.param(chunk.map((r) => r.heading ?? null))}::text[],
          ${sql.param(chunk.map((r) => r.paragraphStart))}::bool[], ${sql.param(chunk.map((r) => r.poetry))}::bool[]
        ) AS u(b, c, v, t, h, p, q)`),
    );
    logger.info({ translation: id, verses: verses.length }, 'imported translation');
  }
  const refs = await loadCrossReferences();
  await insertChunks(refs, (chunk) =>
    tx.execute(sql`
      INSERT INTO bible_cross_references (from_book, from_chapter, from_verse, to_book, to_chapter, to_verse_from, to_verse_to, votes)
      SELECT * FROM unnest(
        ${sql.param(chunk.map((r) => r.fromBook))}::int2[], ${sql.param(chunk.map((r) => r.fromChapter))}::int2[], ${sql.param(chunk.map((r) => r.fromVerse))}::int2[],
        ${sql.param(chunk.map((r) => r.toBook))}::int2[], ${sql.param(chunk.map((r) => r.toChapter))}::int2[], ${sql.param(chunk.map((r) => r.toVerseFrom))}::int2[],
        ${sql.param(chunk.map((r) => r.toVerseTo))}::int2[], ${sql.param(chunk.map((r) => r.votes ?? 0))}::int4[]
      )`),
  );
  logger.info({ crossReferences: refs.length, ms: Math.round(performance.now() - started) }, 'imported the Bible');
}
