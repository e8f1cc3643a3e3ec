// The default answer generator: no model, no network. It picks the few sentences of the retrieved
// passages that cover most of the question, keeps them in a readable order, and says where each came
// from through the sources. Everything it says is a sentence someone wrote or said in the content.
import type { Passage } from './retrieval';

export interface GeneratedAnswer {
  text: string;
  /** Ids of the passages the text came from, most important first. */
  usedPassageIds: string[];
}

const MAX_SENTENCES = 3;
const MAX_PER_PASSAGE = 2;
const MAX_CHARS = 520;
// A sentence opening with a pronoun leans on the one before it; out of context it reads oddly.
const DANGLING = /^(it|this|that|these|those|he|she|they|his|her|their)\b/i;

/**
 * The word start that counts as a match for a PostgreSQL stem, the same rule as retrieval's prefix
 * terms: 'anxieti' → 'anxi' (anxious), 'forgiv' → 'forgi' (forgiving), short stems as they are.
 */
export function stemPrefix(lexeme: string): string {
  if (/i$/.test(lexeme) && lexeme.length >= 5) return lexeme.slice(0, 4);
  if (lexeme.length >= 6) return lexeme.slice(0, 5);
  return lexeme;
}

/** Sentences of a plain-text passage; list lines count as sentences of their own. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
}

function usable(sentence: string): boolean {
  // Questions do not answer anything; greetings and very short fragments read badly out of context.
  // List items and headings without a full stop are fragments, not sentences.
  return (
    sentence.length >= 25 &&
    sentence.length <= 320 &&
    /[.!]["')\]]*$/.test(sentence) &&
    !/^(welcome|hello|hi)\b/i.test(sentence)
  );
}

function coverage(sentence: string, prefixes: string[]): number {
  const words = sentence.toLowerCase().match(/[a-z0-9']+/g) ?? [];
  return prefixes.filter((p) => words.some((w) => w.startsWith(p))).length;
}

interface Scored {
  passageIndex: number;
  position: number;
  text: string;
  score: number;
}

export function extractiveAnswer({
  passages,
  lexemes,
  maxSentences = MAX_SENTENCES,
}: {
  passages: Passage[];
  lexemes: string[];
  maxSentences?: number;
}): GeneratedAnswer | null {
  const prefixes = [...new Set(lexemes.map(stemPrefix))];
  const top = passages[0]?.score || 1;
  const scored: Scored[] = passages.flatMap((p, passageIndex) =>
    splitSentences(p.text)
      .map((text, position) => ({ text, position }))
      .filter((s) => usable(s.text))
      .map((s) => ({ ...s, passageIndex, score: coverage(s.text, prefixes) * (0.5 + p.score / top) * (DANGLING.test(s.text) ? 0.6 : 1) })),
  );
  const best = Math.max(0, ...scored.map((s) => s.score));
  // Sentences far weaker than the best (one common word in a minor passage) would only dilute the answer.
  const ranked = scored.filter((s) => s.score > 0 && s.score >= best * 0.4).sort((a, b) => b.score - a.score || a.passageIndex - b.passageIndex || a.position - b.position);
  // Nothing mentions a term outside titles: the best passage's opening still answers "what is this about".
  const pool = ranked.length ? ranked : scored.filter((s) => s.passageIndex === 0).slice(0, 1);

  const chosen: Scored[] = [];
  let chars = 0;
  for (const s of pool) {
    if (chosen.length >= maxSentences) break;
    if (chosen.filter((c) => c.passageIndex === s.passageIndex).length >= MAX_PER_PASSAGE) continue;
    if (chosen.length && chars + s.text.length > MAX_CHARS) continue;
    chosen.push(s);
    chars += s.text.length + 1;
  }
  if (!chosen.length) return null;
  // Reading order: by passage importance, and within a passage as it was written or said.
  chosen.sort((a, b) => a.passageIndex - b.passageIndex || a.position - b.position);
  const used = [...new Set(chosen.map((c) => passages[c.passageIndex]!.id))];
  return { text: chosen.map((c) => c.text).join(' '), usedPassageIds: used };
}
