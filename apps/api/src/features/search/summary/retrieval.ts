// Grounded retrieval (issue 7): passages from transcripts, episode summaries/outlines/questions, recaps
// and topics, ranked with PostgreSQL full-text search over the weighted vectors of
// db/schema/search-vectors.ts (stored columns for segments and episodes, expression indexes for recaps
// and topics). Terms are OR-ed (a question rarely repeats every word of an answer) and a passage that
// covers more of the question's terms ranks higher than one that repeats a single term.
import { markdownToPlainText } from '@rooted/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedSql } from '../../../db/prepared';
import {
  episodeTranscriptSegments as seg,
  podcastEpisodes as ep,
  recaps as rc,
  topics as tp,
} from '../../../db/schema';

export type PassageParentType = 'episode' | 'recap' | 'topic';

export interface Passage {
  /** 'segment:{episode}:{position}', 'episode:{id}', 'recap:{id}' or 'topic:{id}'. */
  id: string;
  parentId: string;
  parentTitle: string;
  parentType: PassageParentType;
  /** Plain text (markdown removed). */
  text: string;
  startSeconds: number | null;
  /** Short texts stored with the row that name verses (topic verses, recap key verses, episode outline). */
  listedVerses: string[];
  score: number;
}

export interface Retrieval {
  passages: Passage[];
  /** The question's search terms as PostgreSQL stems them ('anxieti', 'worri'). */
  lexemes: string[];
}

// Words that make a question a question but say nothing about its subject. Dropping them stops
// "What does the Bible say about X" from ranking every passage that mentions the Bible.
const FILLER =
  /\b(what|does|do|did|the|bible|scripture|scriptures|say|says|said|teach|teaches|tell|tells|mean|means|meaning|about|explain|podcast|podcasts|episode|episodes|series|verse|verses)\b/gi;

interface Candidate extends Record<string, unknown> {
  id: string;
  parent_id: string;
  parent_title: string;
  parent_type: PassageParentType;
  body: string;
  start_seconds: number | null;
  listed: string[] | null;
  rank: number;
  matched: number;
}

const PER_SOURCE = 12;
/**
 * Rows read and ranked per source and phase, at most. A common word matches thousands of transcript
 * segments in a large catalogue; ranking every one of them took seconds (issue 13). Passages that contain
 * every term's exact stem come first, then those with two of them, then those with some (see source()).
 * Each phase stops after this many rows.
 */
const MAX_CANDIDATES = 120;

/**
 * One source's best candidates by ts_rank (length-normalised), then how many of the question's terms each
 * covers. The WHERE repeats the indexed expression itself so that PostgreSQL uses the GIN index; the
 * vector is computed once per row read, in subqueries that OFFSET/LIMIT keep from being flattened
 * (PostgreSQL does not share a repeated expression, so selecting and ranking it would compute it twice).
 *
 * Three phases, each a CTE read once, each only filling up what the ones before left short of a source's
 * worth (a one-time filter skips it otherwise):
 * 1. passages with every term's exact stem (the AND of the stems);
 * 2. with three or more terms, passages with at least two of them (an OR of pairs of stems): the GIN index
 *    then only collects the postings of all but the most common stem, where phase 3's OR collects every
 *    posting of every term. Before this phase, a question such as "the good samaritan and anxiety" (no
 *    passage has all three) read the 20,000 segments that say 'good' to keep 120 of them (issue 13);
 * 3. passages with some of the terms, or with other words the stems start.
 */
function source(
  name: string,
  vector: SQL,
  select: SQL,
  from: SQL,
  where: SQL = sql`TRUE`,
): { cte: SQL; branch: SQL } {
  const every = sql.raw(`${name}_every`);
  const pairs = sql.raw(`${name}_pairs`);
  return {
    cte: sql`${every} AS MATERIALIZED (
      SELECT ${select}, ${vector} AS vec FROM ${from}, q WHERE ${where} AND ${vector} @@ q.every LIMIT ${MAX_CANDIDATES}),
    ${pairs} AS MATERIALIZED (
      SELECT ${select}, ${vector} AS vec FROM ${from}, q WHERE (SELECT count(*) FROM ${every}) < ${PER_SOURCE} AND q.pairs IS NOT NULL
        AND ${where} AND ${vector} @@ q.pairs AND NOT (${vector} @@ q.every) LIMIT ${MAX_CANDIDATES})`,
    branch: sql`(SELECT c.id, c.parent_id, c.parent_title, c.parent_type, c.body, c.start_seconds, c.listed, c.rank,
      (SELECT count(*) FROM unnest(q.terms) term WHERE c.vec @@ term::tsquery)::int AS matched
    FROM (
      SELECT m.*, ts_rank(m.vec, q.query, 1) AS rank FROM (
        (SELECT * FROM ${every})
        UNION ALL
        (SELECT * FROM ${pairs})
        UNION ALL
        (SELECT ${select}, ${vector} AS vec
         FROM ${from}, q WHERE (SELECT count(*) FROM ${every}) + (SELECT count(*) FROM ${pairs}) < ${PER_SOURCE}
           AND ${where} AND ${vector} @@ q.query AND NOT (${vector} @@ coalesce(q.pairs, q.every)) LIMIT ${MAX_CANDIDATES})
      ) m, q
      ORDER BY rank DESC LIMIT ${PER_SOURCE}
    ) c, q)`,
  };
}

// Tables that carry a search vector stay unaliased: Drizzle names a column by its table.
const sources = [
  source(
    'segments',
    // Stored (see the schema), as the episodes' below: ranking reads it instead of computing it per row.
    sql`${seg.searchVector}`,
    sql`'segment:' || e.id || ':' || episode_transcript_segments.position AS id, e.id AS parent_id,
            e.title AS parent_title, 'episode' AS parent_type, episode_transcript_segments.text AS body,
            episode_transcript_segments.start_seconds, NULL::jsonb AS listed`,
    sql`episode_transcript_segments JOIN podcast_episodes e ON e.id = episode_transcript_segments.episode_id
            JOIN podcasts p ON p.id = e.podcast_id`,
    sql`e.status = 'published' AND p.status = 'active'`,
  ),
  source(
    'episodes',
    sql`${ep.searchVector}`,
    sql`'episode:' || podcast_episodes.id AS id, podcast_episodes.id AS parent_id, podcast_episodes.title AS parent_title,
            'episode' AS parent_type, podcast_episodes.summary AS body, NULL::real AS start_seconds, podcast_episodes.outline AS listed`,
    sql`podcast_episodes JOIN podcasts p ON p.id = podcast_episodes.podcast_id`,
    sql`podcast_episodes.status = 'published' AND p.status = 'active'`,
  ),
  source(
    'recaps',
    sql`${rc.searchVector}`,
    sql`'recap:' || recaps.recap_id AS id, recaps.recap_id AS parent_id, recaps.title AS parent_title,
            'recap' AS parent_type, recaps.body AS body, NULL::real AS start_seconds, recaps.key_verses AS listed`,
    sql`recaps`,
  ),
  source(
    'topics',
    sql`${tp.searchVector}`,
    sql`'topic:' || topics.id AS id, topics.id AS parent_id, topics.name AS parent_title, 'topic' AS parent_type,
            topics.description AS body, NULL::real AS start_seconds, topics.verses AS listed`,
    sql`topics`,
  ),
];

// Always the same text (the question's terms are its one value): a named prepared statement, so the
// planning (a third of the time of running it, issue 13) is done once per connection.
const retrievalStatement = preparedSql<Candidate & { lexemes: string[] }>(
  'search_retrieval',
  sql`
    WITH l AS (SELECT unnest(tsvector_to_array(to_tsvector('english', ${sql.placeholder('terms')}::text))) AS lexeme),
    t AS (
      -- Each stem also matches as a prefix, so 'anxiety' (anxieti) finds 'anxious' and 'prayer' finds 'praying'.
      SELECT lexeme, quote_literal(lexeme) || CASE
          WHEN lexeme ~ 'i$' AND length(lexeme) >= 5 THEN ' | ' || quote_literal(left(lexeme, 4)) || ':*'
          WHEN length(lexeme) >= 6 THEN ' | ' || quote_literal(left(lexeme, 5)) || ':*'
          ELSE '' END AS term
      FROM l
    ),
    q AS (
      SELECT coalesce(string_agg('(' || term || ')', ' | '), '')::tsquery AS query,
             -- Phase one's AND takes the exact stems: a prefix (':*') makes the GIN index collect every
             -- posting of every word it starts, where exact stems let it skip through the rarest one
             -- (issue 13: the statement's throughput +38%). Prefix-only matches come in phase three.
             coalesce(string_agg(quote_literal(lexeme), ' & '), '')::tsquery AS every,
             -- Phase two: any two of three or more stems (NULL with fewer terms: phase one covers it).
             CASE WHEN count(*) >= 3 THEN (
               SELECT string_agg('(' || quote_literal(a.lexeme) || ' & ' || quote_literal(b.lexeme) || ')', ' | ')
               FROM t a JOIN t b ON a.lexeme < b.lexeme)::tsquery END AS pairs,
             coalesce(array_agg(term), '{}') AS terms, coalesce(array_agg(lexeme), '{}') AS lexemes
      FROM t
    ),
    ${sql.join(
      sources.map((s) => s.cte),
      sql`,\n`,
    )}
    SELECT s.*, q.lexemes FROM (
      ${sql.join(
        sources.map((s) => s.branch),
        sql`\n      UNION ALL\n`,
      )}
    ) s, q`,
);

export async function retrievePassages({
  db,
  query,
  limit = 8,
}: {
  db: Db;
  query: string;
  limit?: number;
}): Promise<Retrieval> {
  const terms = query.replace(FILLER, ' ').replace(/\s+/g, ' ').trim() || query;
  const rows = await retrievalStatement(db, { terms });

  const lexemes = rows[0]?.lexemes ?? [];
  const total = Math.max(1, lexemes.length);
  // Ranked first, then only the kept passages' markdown is made plain (each source sends up to 12).
  const passages = rows
    // Coverage counts for more than repetition: two of three terms beat one term said often.
    .map((r) => ({ r, score: Number(r.rank) * (0.25 + Number(r.matched) / total) ** 2 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ r, score }) => ({
      id: r.id,
      parentId: r.parent_id,
      parentTitle: r.parent_title,
      parentType: r.parent_type,
      // Line by line, so list items stay apart instead of running into one long 'sentence'.
      text: (r.body ?? '').split(/\n+/).map(markdownToPlainText).filter(Boolean).join('\n'),
      startSeconds: r.start_seconds == null ? null : Number(r.start_seconds),
      listedVerses: r.listed ?? [],
      score,
    }));
  return { passages, lexemes };
}
