// Request and response contracts of the Bible API (SPEC §2, §3, §6). Both sides parse with these.
import { z } from 'zod';

/** SPEC §3/§9: the fallback translation when no row is marked default and visible. */
export const FALLBACK_TRANSLATION_ID = 'WEB';

/** Translation ids are short upper-case codes; the API also accepts them in any case ('kjv'). */
export const bibleTranslationIdField = z
  .string()
  .trim()
  .min(1, 'Translation is required')
  .max(16, 'Unknown translation')
  .regex(/^[A-Za-z0-9-]+$/, 'Unknown translation')
  .transform((v) => v.toUpperCase());

export const bibleTranslation = z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() });
export type BibleTranslation = z.infer<typeof bibleTranslation>;

export const translationsResponse = z.object({
  translations: z.array(bibleTranslation),
  defaultTranslation: z.string(),
});
export type TranslationsResponse = z.infer<typeof translationsResponse>;

export const defaultTranslationResponse = z.object({ id: z.string() });
export type DefaultTranslationResponse = z.infer<typeof defaultTranslationResponse>;

export const bibleVerse = z.object({
  verse: z.number().int(),
  text: z.string(),
  /** A Psalm superscription or Psalm 119 letter printed above the verse. */
  heading: z.string().nullable(),
  paragraphStart: z.boolean(),
  poetry: z.boolean(),
});
export type BibleVerse = z.infer<typeof bibleVerse>;

/** A chapter address by canonical book slug, used for previous/next navigation. */
export const chapterLink = z.object({ book: z.string(), bookName: z.string(), chapter: z.number().int() });
export type ChapterLink = z.infer<typeof chapterLink>;

export const chapterResponse = z.object({
  translation: z.object({ id: z.string(), name: z.string() }),
  book: z.object({
    index: z.number().int(),
    name: z.string(),
    slug: z.string(),
    testament: z.enum(['OT', 'NT']),
    chapters: z.number().int(),
  }),
  chapter: z.number().int(),
  verses: z.array(bibleVerse),
  previous: chapterLink.nullable(),
  next: chapterLink.nullable(),
});
export type ChapterResponse = z.infer<typeof chapterResponse>;

export const preferredTranslationResponse = z.object({ translation: z.string().nullable() });
export type PreferredTranslationResponse = z.infer<typeof preferredTranslationResponse>;

export const preferredTranslationRequest = z.object({ translation: bibleTranslationIdField });
export type PreferredTranslationRequest = z.input<typeof preferredTranslationRequest>;

const positiveInt = z.coerce.number().int().positive().max(999);

/** A target verse or passage (same chapter), as stored for cross references and custom links. */
export const verseTarget = z.object({
  book: z.number().int(),
  bookSlug: z.string(),
  chapter: z.number().int(),
  verseFrom: z.number().int(),
  verseTo: z.number().int().nullable(),
  /** 'John 3:16' or 'John 3:16-18'. */
  reference: z.string(),
  /** Text of the first target verse in the requested translation, when it exists there. */
  preview: z.string().nullable(),
});
export type VerseTarget = z.infer<typeof verseTarget>;

export const crossReferencesResponse = z.object({
  reference: z.string(),
  crossReferences: z.array(verseTarget),
});
export type CrossReferencesResponse = z.infer<typeof crossReferencesResponse>;

/** Where a verse reference in a query string points; the book accepts a slug, name or abbreviation. */
export const verseQuery = z.object({
  book: z.string().min(1).max(40),
  chapter: positiveInt,
  verse: positiveInt,
  translation: bibleTranslationIdField.optional(),
});

export const CUSTOM_LINK_NOTE_MAX = 280;

export const customVerseLink = z.object({
  id: z.string(),
  verse: z.number().int(),
  target: verseTarget,
  note: z.string(),
  createdAt: z.string(),
});
export type CustomVerseLink = z.infer<typeof customVerseLink>;

export const customVerseLinksResponse = z.object({ links: z.array(customVerseLink) });
export type CustomVerseLinksResponse = z.infer<typeof customVerseLinksResponse>;

const noteField = z.string().trim().max(CUSTOM_LINK_NOTE_MAX, `Note must be at most ${CUSTOM_LINK_NOTE_MAX} characters`);

/** Create a link from one verse to a verse or passage; `toBook` accepts a slug, name or abbreviation. */
export const createCustomVerseLinkRequest = z.object({
  book: z.string().min(1).max(40),
  chapter: positiveInt,
  verse: positiveInt,
  toBook: z.string().min(1).max(40),
  toChapter: positiveInt,
  toVerseFrom: positiveInt,
  toVerseTo: positiveInt.nullish(),
  note: noteField.default(''),
});
export type CreateCustomVerseLinkRequest = z.input<typeof createCustomVerseLinkRequest>;

export const updateCustomVerseLinkRequest = z.object({ note: noteField });
export type UpdateCustomVerseLinkRequest = z.input<typeof updateCustomVerseLinkRequest>;

/** SPEC §4: the alert shown where a supporter feature is offered to a free user. */
export const SUPPORTER_FEATURE_TITLE = 'Supporter Feature';
export const SUPPORTER_FEATURE_ACTION = 'Upgrade to Supporter';
export const SUPPORTER_ONLY_MESSAGE = 'Cross references and custom verse links are available to supporters.';
