// Weighted full-text vectors for grounded search (issue 7). Recaps and topics keep theirs in expression GIN
// indexes rather than stored columns, so no other query sees (or has to skip) a tsvector column; retrieval
// repeats the very same expressions, which is what lets PostgreSQL use these indexes. Transcript segments
// and episodes are the exception: the most rows, read by every answer, so their vectors are stored
// (generated) columns (see catalog.ts, issue 13).
// Weights: A titles and names, B the body text people read or hear, C outlines, questions and keywords.
import { sql, type AnyColumn, type SQL, type SQLChunk } from 'drizzle-orm';

type Weight = 'A' | 'B' | 'C' | 'D';

/** The configuration is spelled out as a literal: index expressions must not carry query parameters. */
function weighted(text: SQLChunk, weight: Weight): SQL {
  return sql`setweight(to_tsvector('english'::regconfig, ${text}), ${sql.raw(`'${weight}'`)})`;
}

/** jsonb arrays of strings (outline, questions, keywords) read as plain text. */
const jsonText = (column: SQLChunk) => sql`(${column})::text`;

/** Columns, or (in the generated column's definition) their bare names. */
export function episodeSearchVector(t: { title: SQLChunk; summary: SQLChunk; outline: SQLChunk; discussionQuestions: SQLChunk }): SQL {
  return sql`(${weighted(t.title, 'A')} || ${weighted(t.summary, 'B')} || ${weighted(sql`${jsonText(t.outline)} || ' ' || ${jsonText(t.discussionQuestions)}`, 'C')})`;
}

export function recapSearchVector(t: { title: AnyColumn; body: AnyColumn }): SQL {
  return sql`(${weighted(t.title, 'A')} || ${weighted(t.body, 'B')})`;
}

export function topicSearchVector(t: {
  name: AnyColumn;
  shortDescription: AnyColumn;
  keywords: AnyColumn;
  description: AnyColumn;
  questions: AnyColumn;
}): SQL {
  return sql`(${weighted(t.name, 'A')} || ${weighted(sql`${t.shortDescription} || ' ' || ${t.description}`, 'B')} || ${weighted(sql`${jsonText(t.keywords)} || ' ' || ${jsonText(t.questions)}`, 'C')})`;
}
