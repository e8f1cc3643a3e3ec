// Bible references in search: a query that *is* a reference ('John 3:16', 'jn 3 :16', 'Psalm 23') jumps
// to it, and passages are scanned for the verses they mention (written 'Luke 15:20' or spoken
// 'Luke chapter 15, verse 20', as transcripts have them). Detection uses @gracious.tech/bible-references;
// books map onto our 1..66 numbering through their USX/USFM codes.
import { detect_references, type PassageReference } from '@gracious.tech/bible-references';
import { BOOKS, findBook, verseCount, type Book } from '../bible/books';
import { normalizeVerseReference } from './query';

export interface VerseRef {
  book: Book;
  chapter: number;
  verseFrom: number;
  /** Last verse of a range in the same chapter, else null. */
  verseTo: number | null;
  /** 'Psalm 23': the whole chapter; verseFrom is then 1. */
  wholeChapter: boolean;
}

const BY_CODE = new Map(BOOKS.map((b) => [b.code.toLowerCase(), b]));

function fromPassage(ref: PassageReference): VerseRef | null {
  const book = BY_CODE.get(ref.book);
  if (!book || ref.type === 'book' || !ref.start_chapter) return null;
  const wholeChapter = ref.type === 'chapter' || ref.type === 'range_chapters';
  const sameChapter = ref.end_chapter === ref.start_chapter;
  const verseFrom = wholeChapter ? 1 : (ref.start_verse ?? 1);
  const verseTo = !wholeChapter && sameChapter && ref.end_verse && ref.end_verse !== verseFrom ? ref.end_verse : null;
  return { book, chapter: ref.start_chapter, verseFrom, verseTo, wholeChapter };
}

/** 'John 3:16', 'John 3:16-18' or 'Psalms 23' for a whole chapter. */
export function formatVerseRef(ref: VerseRef): string {
  if (ref.wholeChapter) return `${ref.book.name} ${ref.chapter}`;
  return `${ref.book.name} ${ref.chapter}:${ref.verseFrom}${ref.verseTo ? `-${ref.verseTo}` : ''}`;
}

/** The reference a whole query spells, or null ('John 3:16' yes; 'where is John 3:16' and 'John' no). */
export function parseReferenceQuery(query: string): VerseRef | null {
  const text = normalizeVerseReference(query.trim().replace(/\s+/g, ' ')).replace(/[.?!]+$/, '');
  if (!/\d/.test(text)) return null;
  const matches = [...detect_references(text)];
  if (matches.length !== 1 || matches[0]!.text.length !== text.length) return null;
  return fromPassage(matches[0]!.ref);
}

const ORDINALS: Record<string, string> = { first: '1', second: '2', third: '3' };

/**
 * Spoken references as transcripts have them, written out so the detector finds them:
 * 'Luke chapter 15, verses 11 to 32' → 'Luke 15:11-32'; 'First John chapter 1 verse 9' → '1 John 1:9';
 * 'Psalm 23 verse 1' → 'Psalm 23:1'.
 */
export function spokenToWritten(text: string): string {
  return text.replace(
    /\b(?:(First|Second|Third|[123])\s+)?([A-Z][a-z]+(?:\s+of\s+[A-Z][a-z]+)?)\s+(chapter\s+)?(\d{1,3})(?:,?\s+verses?\s+(\d{1,3})(?:\s+(?:to|and|through)\s+(\d{1,3}))?)?/g,
    (whole, ordinal: string | undefined, name: string, word: string | undefined, chapter: string, from?: string, to?: string) => {
      const prefix = ordinal ? `${ORDINALS[ordinal.toLowerCase()] ?? ordinal} ` : '';
      // 'Psalm 23' is already written form; only 'chapter' or 'verse' wording needs rewriting.
      if ((!word && !from) || !findBook(`${prefix}${name}`)) return whole;
      return `${prefix}${name} ${chapter}${from ? `:${from}${to ? `-${to}` : ''}` : ''}`;
    },
  );
}

/** Every valid reference a passage mentions, written or spoken, in order of appearance, without repeats. */
export function findReferences(text: string): VerseRef[] {
  return locateReferences(text).found.map((f) => f.ref);
}

export interface LocatedReferences {
  readonly found: readonly { readonly ref: VerseRef; readonly at: number }[];
}

// The detector is the dearest part of an AI answer (a sixth of its CPU, issue 13), and the same passages
// come back again and again: an answer scans what retrieval found, and questions about one subject find
// the same passages. The result depends on the text alone, so the last texts' results are kept (oldest
// out first); a few thousand passages of about a kilobyte each.
const LOCATED_MAX = 4_000;
const located = new Map<string, LocatedReferences>();

/**
 * findReferences with where each reference starts, as a fraction of the passage (0 at its start, near 1
 * at its end): spoken forms are rewritten first, so exact offsets in the original do not exist. The answer
 * is shared between callers: read it, do not change it.
 */
export function locateReferences(text: string): LocatedReferences {
  let result = located.get(text);
  if (!result) {
    result = locate(text);
    located.set(text, result);
    if (located.size > LOCATED_MAX) located.delete(located.keys().next().value!);
  }
  return result;
}

function locate(text: string): LocatedReferences {
  const seen = new Set<string>();
  const found: { ref: VerseRef; at: number }[] = [];
  const written = spokenToWritten(normalizeVerseReference(text));
  // Every reference has a chapter number: a text without a digit has none, and the detector's pattern,
  // tried at every letter, was a tenth of an AI answer's CPU on transcripts that name no verse (issue 13).
  if (!/\d/.test(written)) return { found };
  for (const match of detect_references(written)) {
    const ref = fromPassage(match.ref);
    if (!ref || !isValidRef(ref)) continue;
    const key = formatVerseRef(ref);
    if (!seen.has(key)) {
      seen.add(key);
      // The sentence that names it: a listener jumping there hears the reference in context.
      const sentence = Math.max(...['. ', '! ', '? '].map((end) => written.lastIndexOf(end, match.index - 1) + 1), 0);
      found.push({ ref, at: written.length ? (sentence > 0 ? sentence + 1 : 0) / written.length : 0 });
    }
  }
  return { found };
}

/** Whether chapter and verses exist (KJV versification; the database has the last word). */
export function isValidRef(ref: VerseRef): boolean {
  const count = verseCount(ref.book.index, ref.chapter);
  return count > 0 && ref.verseFrom >= 1 && ref.verseFrom <= count && (ref.verseTo == null || (ref.verseTo > ref.verseFrom && ref.verseTo <= count));
}

export interface Citation {
  /** The text as written, e.g. 'John 3:99'. */
  text: string;
  index: number;
  /** Null when the numbers do not exist in that book (a made-up citation). */
  ref: VerseRef | null;
}

/**
 * Every 'Book C:V' citation in generated text, including made-up ones: the detector skips invalid
 * references silently, but an answer must not keep them, so this scan is deliberately permissive.
 */
export function scanCitations(text: string): Citation[] {
  const out: Citation[] = [];
  const pattern = /\b((?:[123]\s?)?[A-Z][a-z]+(?:\s(?:of\s)?[A-Z][a-z]+)?)\.?\s(\d{1,3}):(\d{1,3})(?:\s?[-–]\s?(\d{1,3}))?/g;
  for (const m of text.matchAll(pattern)) {
    // 'As John' is not a book but 'John' is: try the name's word suffixes, longest first.
    const words = m[1]!.split(/\s/);
    const name = words.map((_, i) => words.slice(i).join(' ')).find((n) => !/^of\b/.test(n) && findBook(n));
    const book = name && findBook(name);
    if (!name || !book) continue;
    const offset = m[1]!.length - name.length;
    const verseFrom = Number(m[3]);
    const verseTo = m[4] ? Number(m[4]) : null;
    const ref: VerseRef = { book, chapter: Number(m[2]), verseFrom, verseTo, wholeChapter: false };
    out.push({ text: m[0].slice(offset), index: m.index + offset, ref: isValidRef(ref) ? ref : null });
  }
  return out;
}
