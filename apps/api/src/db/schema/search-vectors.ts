// Weighted full-text vectors for grounded search (issue 7). Each is a stored (generated) column with a GIN
// index (issue 13): retrieval ranks the rows it reads, so computing a vector per row and question was most of
// an answer's SQL. Every other read names its columns (the tables export theirs without the vector).
// Weights: A titles and names, B the body text people read or hear, C outlines, questions and keywords.
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';

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

export function recapSearchVector(t: { title: SQLChunk; body: SQLChunk }): SQL {
  return sql`(${weighted(t.title, 'A')} || ${weighted(t.body, 'B')})`;
}

export function topicSearchVector(t: {
  name: SQLChunk;
  shortDescription: SQLChunk;
  keywords: SQLChunk;
  description: SQLChunk;
  questions: SQLChunk;
}): SQL {
  return sql`(${weighted(t.name, 'A')} || ${weighted(sql`${t.shortDescription} || ' ' || ${t.description}`, 'B')} || ${weighted(sql`${jsonText(t.keywords)} || ' ' || ${jsonText(t.questions)}`, 'C')})`;
}
