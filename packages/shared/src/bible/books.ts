/**
 * The 66-book Protestant canon with KJV versification.
 *
 * Everything the app needs to know about books (names, URL slugs, abbreviations, chapter and verse counts)
 * lives here so that the web app, the API and the seed importer agree on one numbering: books are
 * numbered 1..66 in canonical order, and chapter/verse numbers follow the standard KJV scheme
 * (1,189 chapters, 31,102 verses). Other translations are mapped onto this scheme at import time.
 */

export type Testament = 'OT' | 'NT';

export interface Book {
  /** 1..66 in Protestant canonical order (Genesis = 1, Revelation = 66). */
  index: number;
  /** Display name, e.g. 'Song of Solomon', '1 John'. */
  name: string;
  /** URL segment: the name with spaces turned into hyphens, e.g. 'Song-of-Solomon', '1-John'. */
  slug: string;
  /** USFM/Paratext 3-letter code (e.g. 'JHN', 'SNG'), used by many data sets such as cross references. */
  code: string;
  testament: Testament;
  chapters: number;
  /** Common abbreviations accepted by `findBook` (the name, slug and code are accepted too). */
  abbreviations: string[];
  /** Number of verses in each chapter (KJV versification); `verseCounts[0]` is chapter 1. */
  verseCounts: number[];
}

// [name, USFM code, abbreviations, verses per chapter]. Verse counts are the standard KJV 1769 counts.
type BookRow = [name: string, code: string, abbreviations: string[], verseCounts: number[]];

// prettier-ignore
const ROWS: BookRow[] = [
  ['Genesis', 'GEN', ['Gen', 'Ge', 'Gn'],
    [31, 25, 24, 26, 32, 22, 24, 22, 29, 32, 32, 20, 18, 24, 21, 16, 27, 33, 38, 18, 34, 24, 20, 67, 34, 35, 46, 22, 35, 43, 55, 32, 20, 31, 29, 43, 36, 30, 23, 23, 57, 38, 34, 34, 28, 34, 31, 22, 33, 26]],
  ['Exodus', 'EXO', ['Exod', 'Exo', 'Ex'],
    [22, 25, 22, 31, 23, 30, 25, 32, 35, 29, 10, 51, 22, 31, 27, 36, 16, 27, 25, 26, 36, 31, 33, 18, 40, 37, 21, 43, 46, 38, 18, 35, 23, 35, 35, 38, 29, 31, 43, 38]],
  ['Leviticus', 'LEV', ['Lev', 'Le', 'Lv'],
    [17, 16, 17, 35, 19, 30, 38, 36, 24, 20, 47, 8, 59, 57, 33, 34, 16, 30, 37, 27, 24, 33, 44, 23, 55, 46, 34]],
  ['Numbers', 'NUM', ['Num', 'Nu', 'Nm', 'Nb'],
    [54, 34, 51, 49, 31, 27, 89, 26, 23, 36, 35, 16, 33, 45, 41, 50, 13, 32, 22, 29, 35, 41, 30, 25, 18, 65, 23, 31, 40, 16, 54, 42, 56, 29, 34, 13]],
  ['Deuteronomy', 'DEU', ['Deut', 'Deu', 'Dt'],
    [46, 37, 29, 49, 33, 25, 26, 20, 29, 22, 32, 32, 18, 29, 23, 22, 20, 22, 21, 20, 23, 30, 25, 22, 19, 19, 26, 68, 29, 20, 30, 52, 29, 12]],
  ['Joshua', 'JOS', ['Josh', 'Jos', 'Jsh'],
    [18, 24, 17, 24, 15, 27, 26, 35, 27, 43, 23, 24, 33, 15, 63, 10, 18, 28, 51, 9, 45, 34, 16, 33]],
  ['Judges', 'JDG', ['Judg', 'Jdg', 'Jg', 'Jdgs'],
    [36, 23, 31, 24, 31, 40, 25, 35, 57, 18, 40, 15, 25, 20, 20, 31, 13, 31, 30, 48, 25]],
  ['Ruth', 'RUT', ['Rut', 'Ru', 'Rth'],
    [22, 23, 18, 22]],
  ['1 Samuel', '1SA', ['1 Sam', '1Sam', '1 Sa', '1Sa', '1 Sm', 'I Samuel', '1st Samuel', 'First Samuel'],
    [28, 36, 21, 22, 12, 21, 17, 22, 27, 27, 15, 25, 23, 52, 35, 23, 58, 30, 24, 42, 15, 23, 29, 22, 44, 25, 12, 25, 11, 31, 13]],
  ['2 Samuel', '2SA', ['2 Sam', '2Sam', '2 Sa', '2Sa', '2 Sm', 'II Samuel', '2nd Samuel', 'Second Samuel'],
    [27, 32, 39, 12, 25, 23, 29, 18, 13, 19, 27, 31, 39, 33, 37, 23, 29, 33, 43, 26, 22, 51, 39, 25]],
  ['1 Kings', '1KI', ['1 Kgs', '1Kgs', '1 Ki', '1Ki', '1 Kin', 'I Kings', '1st Kings', 'First Kings'],
    [53, 46, 28, 34, 18, 38, 51, 66, 28, 29, 43, 33, 34, 31, 34, 34, 24, 46, 21, 43, 29, 53]],
  ['2 Kings', '2KI', ['2 Kgs', '2Kgs', '2 Ki', '2Ki', '2 Kin', 'II Kings', '2nd Kings', 'Second Kings'],
    [18, 25, 27, 44, 27, 33, 20, 29, 37, 36, 21, 21, 25, 29, 38, 20, 41, 37, 37, 21, 26, 20, 37, 20, 30]],
  ['1 Chronicles', '1CH', ['1 Chr', '1Chr', '1 Chron', '1 Ch', '1Ch', 'I Chronicles', '1st Chronicles', 'First Chronicles'],
    [54, 55, 24, 43, 26, 81, 40, 40, 44, 14, 47, 40, 14, 17, 29, 43, 27, 17, 19, 8, 30, 19, 32, 31, 31, 32, 34, 21, 30]],
  ['2 Chronicles', '2CH', ['2 Chr', '2Chr', '2 Chron', '2 Ch', '2Ch', 'II Chronicles', '2nd Chronicles', 'Second Chronicles'],
    [17, 18, 17, 22, 14, 42, 22, 18, 31, 19, 23, 16, 22, 15, 19, 14, 19, 34, 11, 37, 20, 12, 21, 27, 28, 23, 9, 27, 36, 27, 21, 33, 25, 33, 27, 23]],
  ['Ezra', 'EZR', ['Ezr'],
    [11, 70, 13, 24, 17, 22, 28, 36, 15, 44]],
  ['Nehemiah', 'NEH', ['Neh', 'Ne'],
    [11, 20, 32, 23, 19, 19, 73, 18, 38, 39, 36, 47, 31]],
  ['Esther', 'EST', ['Esth', 'Est'],
    [22, 23, 15, 17, 14, 14, 10, 17, 32, 3]],
  ['Job', 'JOB', ['Jb'],
    [22, 13, 26, 21, 27, 30, 21, 22, 35, 22, 20, 25, 28, 22, 35, 22, 16, 21, 29, 29, 34, 30, 17, 25, 6, 14, 23, 28, 25, 31, 40, 22, 33, 37, 16, 33, 24, 41, 30, 24, 34, 17]],
  ['Psalms', 'PSA', ['Ps', 'Psa', 'Psalm', 'Pslm', 'Psm', 'Pss'],
    [6, 12, 8, 8, 12, 10, 17, 9, 20, 18, 7, 8, 6, 7, 5, 11, 15, 50, 14, 9, 13, 31, 6, 10, 22, 12, 14, 9, 11, 12, 24, 11, 22, 22, 28, 12, 40, 22, 13, 17, 13, 11, 5, 26, 17, 11, 9, 14, 20, 23, 19, 9, 6, 7, 23, 13, 11, 11, 17, 12, 8, 12, 11, 10, 13, 20, 7, 35, 36, 5, 24, 20, 28, 23, 10, 12, 20, 72, 13, 19, 16, 8, 18, 12, 13, 17, 7, 18, 52, 17, 16, 15, 5, 23, 11, 13, 12, 9, 9, 5, 8, 28, 22, 35, 45, 48, 43, 13, 31, 7, 10, 10, 9, 8, 18, 19, 2, 29, 176, 7, 8, 9, 4, 8, 5, 6, 5, 6, 8, 8, 3, 18, 3, 3, 21, 26, 9, 8, 24, 13, 10, 7, 12, 15, 21, 10, 20, 14, 9, 6]],
  ['Proverbs', 'PRO', ['Prov', 'Pro', 'Prv', 'Pr'],
    [33, 22, 35, 27, 23, 35, 27, 36, 18, 32, 31, 28, 25, 35, 33, 33, 28, 24, 29, 30, 31, 29, 35, 34, 28, 28, 27, 28, 27, 33, 31]],
  ['Ecclesiastes', 'ECC', ['Eccl', 'Eccles', 'Ecc', 'Ec', 'Qoh', 'Qoheleth'],
    [18, 26, 22, 16, 20, 12, 29, 17, 18, 20, 10, 14]],
  ['Song of Solomon', 'SNG', ['Song', 'Song of Songs', 'SOS', 'So', 'Sng', 'Canticles', 'Cant'],
    [17, 17, 11, 16, 16, 13, 13, 14]],
  ['Isaiah', 'ISA', ['Isa', 'Is'],
    [31, 22, 26, 6, 30, 13, 25, 22, 21, 34, 16, 6, 22, 32, 9, 14, 14, 7, 25, 6, 17, 25, 18, 23, 12, 21, 13, 29, 24, 33, 9, 20, 24, 17, 10, 22, 38, 22, 8, 31, 29, 25, 28, 28, 25, 13, 15, 22, 26, 11, 23, 15, 12, 17, 13, 12, 21, 14, 21, 22, 11, 12, 19, 12, 25, 24]],
  ['Jeremiah', 'JER', ['Jer', 'Je', 'Jr'],
    [19, 37, 25, 31, 31, 30, 34, 22, 26, 25, 23, 17, 27, 22, 21, 21, 27, 23, 15, 18, 14, 30, 40, 10, 38, 24, 22, 17, 32, 24, 40, 44, 26, 22, 19, 32, 21, 28, 18, 16, 18, 22, 13, 30, 5, 28, 7, 47, 39, 46, 64, 34]],
  ['Lamentations', 'LAM', ['Lam', 'La'],
    [22, 22, 66, 22, 22]],
  ['Ezekiel', 'EZK', ['Ezek', 'Eze', 'Ezk'],
    [28, 10, 27, 17, 17, 14, 27, 18, 11, 22, 25, 28, 23, 23, 8, 63, 24, 32, 14, 49, 32, 31, 49, 27, 17, 21, 36, 26, 21, 26, 18, 32, 33, 31, 15, 38, 28, 23, 29, 49, 26, 20, 27, 31, 25, 24, 23, 35]],
  ['Daniel', 'DAN', ['Dan', 'Da', 'Dn'],
    [21, 49, 30, 37, 31, 28, 28, 27, 27, 21, 45, 13]],
  ['Hosea', 'HOS', ['Hos', 'Ho'],
    [11, 23, 5, 19, 15, 11, 16, 14, 17, 15, 12, 14, 16, 9]],
  ['Joel', 'JOL', ['Jol', 'Joe', 'Jl'],
    [20, 32, 21]],
  ['Amos', 'AMO', ['Amo', 'Am'],
    [15, 16, 15, 13, 27, 14, 17, 14, 15]],
  ['Obadiah', 'OBA', ['Obad', 'Oba', 'Ob'],
    [21]],
  ['Jonah', 'JON', ['Jon', 'Jnh'],
    [17, 10, 10, 11]],
  ['Micah', 'MIC', ['Mic', 'Mc'],
    [16, 13, 12, 13, 15, 16, 20]],
  ['Nahum', 'NAM', ['Nah', 'Nam', 'Na'],
    [15, 13, 19]],
  ['Habakkuk', 'HAB', ['Hab', 'Hb'],
    [17, 20, 19]],
  ['Zephaniah', 'ZEP', ['Zeph', 'Zep', 'Zp'],
    [18, 15, 20]],
  ['Haggai', 'HAG', ['Hag', 'Hg'],
    [15, 23]],
  ['Zechariah', 'ZEC', ['Zech', 'Zec', 'Zc'],
    [21, 13, 10, 14, 11, 15, 14, 23, 17, 12, 17, 14, 9, 21]],
  ['Malachi', 'MAL', ['Mal', 'Ml'],
    [14, 17, 18, 6]],
  ['Matthew', 'MAT', ['Matt', 'Mat', 'Mt'],
    [25, 23, 17, 25, 48, 34, 29, 34, 38, 42, 30, 50, 58, 36, 39, 28, 27, 35, 30, 34, 46, 46, 39, 51, 46, 75, 66, 20]],
  ['Mark', 'MRK', ['Mrk', 'Mar', 'Mk', 'Mr'],
    [45, 28, 35, 41, 43, 56, 37, 38, 50, 52, 33, 44, 37, 72, 47, 20]],
  ['Luke', 'LUK', ['Luk', 'Lk'],
    [80, 52, 38, 44, 39, 49, 50, 56, 62, 42, 54, 59, 35, 35, 32, 31, 37, 43, 48, 47, 38, 71, 56, 53]],
  ['John', 'JHN', ['Jn', 'Jhn', 'Joh'],
    [51, 25, 36, 54, 47, 71, 53, 59, 41, 42, 57, 50, 38, 31, 27, 33, 26, 40, 42, 31, 25]],
  ['Acts', 'ACT', ['Act', 'Ac'],
    [26, 47, 26, 37, 42, 15, 60, 40, 43, 48, 30, 25, 52, 28, 41, 40, 34, 28, 41, 38, 40, 30, 35, 27, 27, 32, 44, 31]],
  ['Romans', 'ROM', ['Rom', 'Ro', 'Rm'],
    [32, 29, 31, 25, 21, 23, 25, 39, 33, 21, 36, 21, 14, 23, 33, 27]],
  ['1 Corinthians', '1CO', ['1 Cor', '1Cor', '1 Co', '1Co', 'I Corinthians', '1st Corinthians', 'First Corinthians'],
    [31, 16, 23, 21, 13, 20, 40, 13, 27, 33, 34, 31, 13, 40, 58, 24]],
  ['2 Corinthians', '2CO', ['2 Cor', '2Cor', '2 Co', '2Co', 'II Corinthians', '2nd Corinthians', 'Second Corinthians'],
    [24, 17, 18, 18, 21, 18, 16, 24, 15, 18, 33, 21, 14]],
  ['Galatians', 'GAL', ['Gal', 'Ga'],
    [24, 21, 29, 31, 26, 18]],
  ['Ephesians', 'EPH', ['Eph', 'Ephes'],
    [23, 22, 21, 32, 33, 24]],
  ['Philippians', 'PHP', ['Phil', 'Php'],
    [30, 30, 21, 23]],
  ['Colossians', 'COL', ['Col'],
    [29, 23, 25, 18]],
  ['1 Thessalonians', '1TH', ['1 Thess', '1Thess', '1 Thes', '1 Th', '1Th', 'I Thessalonians', '1st Thessalonians', 'First Thessalonians'],
    [10, 20, 13, 18, 28]],
  ['2 Thessalonians', '2TH', ['2 Thess', '2Thess', '2 Thes', '2 Th', '2Th', 'II Thessalonians', '2nd Thessalonians', 'Second Thessalonians'],
    [12, 17, 18]],
  ['1 Timothy', '1TI', ['1 Tim', '1Tim', '1 Ti', '1Ti', 'I Timothy', '1st Timothy', 'First Timothy'],
    [20, 15, 16, 16, 25, 21]],
  ['2 Timothy', '2TI', ['2 Tim', '2Tim', '2 Ti', '2Ti', 'II Timothy', '2nd Timothy', 'Second Timothy'],
    [18, 26, 17, 22]],
  ['Titus', 'TIT', ['Tit', 'Ti'],
    [16, 15, 15]],
  ['Philemon', 'PHM', ['Philem', 'Phm'],
    [25]],
  ['Hebrews', 'HEB', ['Heb'],
    [14, 18, 19, 16, 14, 20, 28, 13, 28, 39, 40, 29, 25]],
  ['James', 'JAS', ['Jas', 'Jm', 'Jam'],
    [27, 26, 18, 17, 20]],
  ['1 Peter', '1PE', ['1 Pet', '1Pet', '1 Pe', '1Pe', '1 Pt', '1Pt', 'I Peter', '1st Peter', 'First Peter'],
    [25, 25, 22, 19, 14]],
  ['2 Peter', '2PE', ['2 Pet', '2Pet', '2 Pe', '2Pe', '2 Pt', '2Pt', 'II Peter', '2nd Peter', 'Second Peter'],
    [21, 22, 18]],
  ['1 John', '1JN', ['1 Jn', '1Jn', '1 Jhn', '1Jhn', '1 Jo', '1 Joh', 'I John', '1st John', 'First John'],
    [10, 29, 24, 21, 21]],
  ['2 John', '2JN', ['2 Jn', '2Jn', '2 Jhn', '2Jhn', '2 Jo', '2 Joh', 'II John', '2nd John', 'Second John'],
    [13]],
  ['3 John', '3JN', ['3 Jn', '3Jn', '3 Jhn', '3Jhn', '3 Jo', '3 Joh', 'III John', '3rd John', 'Third John'],
    [14]],
  ['Jude', 'JUD', ['Jud', 'Jd'],
    [25]],
  ['Revelation', 'REV', ['Rev', 'Re', 'Rv', 'Revelations', 'Apocalypse'],
    [20, 29, 22, 11, 14, 17, 17, 13, 21, 11, 19, 17, 18, 20, 8, 21, 18, 24, 21, 15, 27, 21]],
];

/** Books 1..39 are the Old Testament, 40..66 the New Testament. */
const FIRST_NT_BOOK = 40;

export const BOOKS: readonly Book[] = ROWS.map(([name, code, abbreviations, verseCounts], i) => ({
  index: i + 1,
  name,
  slug: name.replace(/ /g, '-'),
  code,
  testament: i + 1 < FIRST_NT_BOOK ? 'OT' : 'NT',
  chapters: verseCounts.length,
  abbreviations,
  verseCounts,
}));

export const TOTAL_CHAPTERS = BOOKS.reduce((sum, b) => sum + b.chapters, 0);
export const TOTAL_VERSES = BOOKS.reduce((sum, b) => sum + b.verseCounts.reduce((s, n) => s + n, 0), 0);

// Leading ordinals people type for numbered books ('I John', 'II Kings', '1st Peter', 'First John').
// Only rewritten when followed by a separator, so that 'Isaiah' is not read as 'I saiah'.
const ORDINAL_PREFIX = /^(iii|ii|i|1st|2nd|3rd|first|second|third)[\s.\-_]+/;
const ORDINAL_VALUE: Record<string, string> = {
  i: '1',
  '1st': '1',
  first: '1',
  ii: '2',
  '2nd': '2',
  second: '2',
  iii: '3',
  '3rd': '3',
  third: '3',
};

/** Reduces a book name to a lookup key: lower case, ordinals as digits, no spaces/dots/hyphens. */
function normalizeBookKey(input: string): string {
  const lower = input.trim().toLowerCase();
  const withDigits = lower.replace(
    ORDINAL_PREFIX,
    (_m, ordinal: string) => ORDINAL_VALUE[ordinal] ?? ordinal,
  );
  return withDigits.replace(/[^a-z0-9]/g, '');
}

// One lookup table for names, slugs, codes and abbreviations. The first book to claim a key keeps it,
// so the order of the canon settles any accidental clash (a test checks that there are none).
const BY_KEY = new Map<string, Book>();
for (const book of BOOKS) {
  for (const alias of [book.name, book.slug, book.code, ...book.abbreviations]) {
    const key = normalizeBookKey(alias);
    if (!BY_KEY.has(key)) BY_KEY.set(key, book);
  }
}

/**
 * Finds a book by name, slug, USFM code or common abbreviation, ignoring case, spaces, dots and hyphens:
 * 'john', '1john', '1-John', 'I John', 'song-of-solomon', 'Jn', 'ps' all work.
 */
export function findBook(input: string): Book | undefined {
  return BY_KEY.get(normalizeBookKey(input));
}

/** Exact (case-insensitive) slug lookup, for URL segments such as 'Song-of-Solomon'. */
export function bookBySlug(slug: string): Book | undefined {
  const lower = slug.toLowerCase();
  return BOOKS.find((b) => b.slug.toLowerCase() === lower);
}

/** Book by its 1-based canonical index (1 = Genesis ... 66 = Revelation). */
export function bookByIndex(index: number): Book | undefined {
  return BOOKS[index - 1];
}

/** Number of verses in a chapter under KJV versification, or 0 if the book/chapter does not exist. */
export function verseCount(bookIndex: number, chapter: number): number {
  return bookByIndex(bookIndex)?.verseCounts[chapter - 1] ?? 0;
}

export interface ReferenceParts {
  /** A Book, its index (1..66) or anything `findBook` understands. */
  book: Book | number | string;
  chapter: number;
  verseFrom: number;
  /** Last verse of a range in the same chapter; omitted, null or equal to verseFrom means a single verse. */
  verseTo?: number | null;
}

/** 'John 3:16' for a single verse, 'John 3:16-18' for a range within one chapter. */
export function formatReference({ book, chapter, verseFrom, verseTo }: ReferenceParts): string {
  const resolved =
    typeof book === 'number' ? bookByIndex(book) : typeof book === 'string' ? findBook(book) : book;
  if (!resolved) throw new Error(`Unknown book: ${String(book)}`);
  const range = verseTo != null && verseTo !== verseFrom ? `${verseFrom}-${verseTo}` : `${verseFrom}`;
  return `${resolved.name} ${chapter}:${range}`;
}
