// Keyword search (SPEC §5, §7): case-insensitive substring over episode titles and summaries (5), topic
// names (5), recap titles (5) and verse text in the current translation (10), in ONE statement (one
// round trip, one connection) whose branches each use their own trigram index (verses for 2-character
// terms come from short-term-verses.ts). A query that is itself a
// reference ('John 3:16') also fetches that verse and lists it first.
//
// Issue 13: the statement for 3+ characters is a named prepared statement (planning it took as long as
// running it), and answers are kept 30 s per query and translation (SPEC §9 "search cache 30 s"): a
// newly published episode can take that long to show up in search, as it can in the browser's cache.
import {
  bookByIndex,
  formatVerseRef,
  KEYWORD_LIMITS,
  SEARCH_CACHE_MS,
  markdownToPlainText,
  parseReferenceQuery,
  snippetAround,
  type KeywordSearchResponse,
  type SearchResult,
  type VerseRef,
} from '@rooted/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { containsPattern, searchLinks } from './search-links';
import { resolveTranslation } from './search-translation';
import { versesContainingPair, type VerseKey } from './short-term-verses';
import { TtlCache } from './ttl-cache';

type Kind = 'episode' | 'topic' | 'recap' | 'bible_head' | 'bible' | 'reference';

interface Row extends Record<string, unknown> {
  kind: Kind;
  id: string | null;
  title: string | null;
  body: string;
  book: number | null;
  chapter: number | null;
  verse: number | null;
}

/**
 * The statement's values: real values, or `sql.placeholder`s for the prepared statement. The reference
 * verse is always asked for; without a reference its values are NULL, which matches no row.
 */
type Values = {
  pattern: unknown;
  translation: unknown;
  refBook: unknown;
  refChapter: unknown;
  refVerse: unknown;
};

/** Verses by trigram: the common case (3+ characters). */
function versesByTrigram({ pattern, translation }: Values) {
  return {
    // Verses in two steps, so no plan depends on how common the term is. First the opening 1,000 verses
    // of the translation in canonical order (a btree walk): common words have their 10 there. Only when
    // they do not does the second branch run (its one-time filter), through the (translation, text)
    // trigram index: 500 matches at most, sorted into canonical order.
    with: sql`WITH head AS MATERIALIZED (
      SELECT book, chapter, verse, text FROM (
        SELECT book, chapter, verse, text FROM canonical_bible_elements
        WHERE translation = ${translation} AND type = 'verse' ORDER BY book, chapter, verse LIMIT 1000
      ) opening WHERE text ILIKE ${pattern} LIMIT ${KEYWORD_LIMITS.bible}
    )`,
    branches: sql`UNION ALL
    (SELECT 'bible_head', NULL, NULL, text, book::int, chapter::int, verse::int FROM head)
    UNION ALL
    (SELECT 'bible', NULL, NULL, text, book::int, chapter::int, verse::int FROM (
       SELECT book, chapter, verse, text FROM canonical_bible_elements
       WHERE translation = ${translation} AND type = 'verse' AND text ILIKE ${pattern} LIMIT 500
     ) m
     WHERE (SELECT count(*) FROM head) < ${KEYWORD_LIMITS.bible}
     ORDER BY book, chapter, verse LIMIT ${KEYWORD_LIMITS.bible})`,
  };
}

/** Verses a 2-character term names through the in-memory pair index: fetched by key, already in order. */
function versesByKey(keys: VerseKey[], { translation }: Values) {
  if (!keys.length) return { with: sql``, branches: sql`` };
  const values = sql.join(
    keys.map((k) => sql`(${k.book}::smallint, ${k.chapter}::smallint, ${k.verse}::smallint)`),
    sql`, `,
  );
  return {
    with: sql``,
    branches: sql`UNION ALL
    (SELECT 'bible', NULL, NULL, b.text, b.book::int, b.chapter::int, b.verse::int
     FROM (VALUES ${values}) k(book, chapter, verse)
     JOIN canonical_bible_elements b ON b.translation = ${translation} AND b.type = 'verse'
       AND b.book = k.book AND b.chapter = k.chapter AND b.verse = k.verse
     ORDER BY b.book, b.chapter, b.verse)`,
  };
}

function query(values: Values, verses: { with: ReturnType<typeof sql>; branches: ReturnType<typeof sql> }) {
  const { pattern, translation, refBook, refChapter, refVerse } = values;
  const none = sql`NULL::int AS book, NULL::int AS chapter, NULL::int AS verse`;
  // Each branch is parenthesised so its ORDER BY and LIMIT apply to it alone.
  return sql`
    ${verses.with}
    (SELECT 'episode' AS kind, e.id, e.title, e.summary AS body, ${none}
     FROM podcast_episodes e JOIN podcasts p ON p.id = e.podcast_id
     WHERE e.status = 'published' AND p.status = 'active' AND (e.title ILIKE ${pattern} OR e.summary ILIKE ${pattern})
     -- Title matches first (that is what people look for), then the newest.
     ORDER BY (e.title ILIKE ${pattern}) DESC, e.pubdate DESC LIMIT ${KEYWORD_LIMITS.episode})
    UNION ALL
    (SELECT 'topic', id, name, short_description, ${none} FROM topics
     WHERE name ILIKE ${pattern} ORDER BY sort_order, name LIMIT ${KEYWORD_LIMITS.topic})
    UNION ALL
    (SELECT 'recap', recap_id, title, body, ${none} FROM recaps
     WHERE title ILIKE ${pattern} ORDER BY created_at DESC LIMIT ${KEYWORD_LIMITS.recap})
    ${verses.branches}
    UNION ALL
    (SELECT 'reference', NULL, NULL, text, book::int, chapter::int, verse::int FROM canonical_bible_elements
     WHERE translation = ${translation} AND type = 'verse' AND book = ${refBook}
       AND chapter = ${refChapter} AND verse = ${refVerse})`;
}

/** 3+ characters, the common case: always the same text, so prepared once per connection. */
const placeholders: Values = {
  pattern: sql.placeholder('pattern'),
  translation: sql.placeholder('translation'),
  refBook: sql.placeholder('refBook'),
  refChapter: sql.placeholder('refChapter'),
  refVerse: sql.placeholder('refVerse'),
};
const trigramSearch = preparedSql<Row>('search_keyword', query(placeholders, versesByTrigram(placeholders)), { batched: true });

async function searchRows(db: Db, values: Values & { term: string; translation: string }): Promise<Row[]> {
  // Below 3 characters no trigram exists: the verses come from the in-memory pair index instead.
  if (values.term.length >= 3) return trigramSearch(db, values);
  const keys = await versesContainingPair(db, values.translation, values.term);
  return (await db.execute<Row>(query(values, versesByKey(keys, values)))).rows;
}

function verseResult(row: Row, translation: string, term: string): SearchResult | null {
  const book = bookByIndex(row.book ?? 0);
  if (!book || row.chapter == null || row.verse == null) return null;
  return {
    id: `${translation}:${book.index}:${row.chapter}:${row.verse}`,
    type: 'bible',
    title: `${book.name} ${row.chapter}:${row.verse}`,
    subtitle: snippetAround(row.body, term),
    url: searchLinks.bible(translation, book, row.chapter, row.verse),
  };
}

/** The verse (or, for 'Psalm 23', the chapter) a reference query names; it always counts as a match. */
function referenceResult(ref: VerseRef, row: Row, translation: string): SearchResult {
  const chapterId = `${translation}:${ref.book.index}:${ref.chapter}`;
  return {
    id: ref.wholeChapter ? chapterId : `${chapterId}:${ref.verseFrom}`,
    type: 'bible',
    title: formatVerseRef(ref),
    subtitle: snippetAround(row.body, ''),
    url: searchLinks.bible(translation, ref.book, ref.chapter, ref.wholeChapter ? null : ref.verseFrom),
  };
}

const answers = new WeakMap<Db, TtlCache<KeywordSearchResponse>>();

export async function keywordSearch({ db, query: q, translation: requested }: { db: Db; query: string; translation: string }): Promise<KeywordSearchResponse> {
  const translation = await resolveTranslation({ db, id: requested });
  let cache = answers.get(db);
  if (!cache) answers.set(db, (cache = new TtlCache(SEARCH_CACHE_MS)));
  const key = `${translation}|${q}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const answer = await search(db, q, translation);
  cache.set(key, answer);
  return answer;
}

async function search(db: Db, q: string, translation: string): Promise<KeywordSearchResponse> {
  const ref = parseReferenceQuery(q);
  const rows = await searchRows(db, {
    term: q,
    pattern: containsPattern(q),
    translation,
    refBook: ref?.book.index ?? null,
    refChapter: ref?.chapter ?? null,
    refVerse: ref?.verseFrom ?? null,
  });

  const of = (kind: Kind) => rows.filter((r) => r.kind === kind);
  const refRow = of('reference')[0];
  const reference = ref && refRow ? referenceResult(ref, refRow, translation) : null;
  const head = of('bible_head');
  const verses = (head.length >= KEYWORD_LIMITS.bible ? head : of('bible'))
    .map((r) => verseResult(r, translation, q))
    .filter((r): r is SearchResult => !!r && r.id !== reference?.id);
  const bible = [...(reference ? [reference] : []), ...verses].slice(0, KEYWORD_LIMITS.bible);
  const content = (type: 'episode' | 'topic' | 'recap', link: (id: string) => string) =>
    of(type).map((r) => ({
      id: r.id!,
      type,
      title: r.title!,
      subtitle: snippetAround(markdownToPlainText(r.body ?? ''), q),
      url: link(r.id!),
    }));

  // A reference query lists its verse first, so Enter in the dialog can jump straight to it.
  const results: SearchResult[] = [
    ...bible.slice(0, reference ? 1 : 0),
    ...content('episode', searchLinks.episode),
    ...content('topic', searchLinks.topic),
    ...content('recap', searchLinks.recap),
    ...bible.slice(reference ? 1 : 0),
  ];
  return { query: q, reference: reference && { label: reference.title, url: reference.url }, results };
}
