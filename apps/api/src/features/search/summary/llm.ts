// Optional answer generator: any OpenAI-compatible chat endpoint (POST {LLM_BASE_URL}/chat/completions)
// writes the answer from the retrieved passages only. Any failure (timeout, HTTP error, odd reply)
// throws, and the caller falls back to the extractive answer.
import type { CheckedVerse } from './bible-verses';
import type { GeneratedAnswer } from './extractive';
import type { Passage } from './retrieval';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** The model found nothing in the passages that answers the question. */
export const NOT_COVERED = 'NOT_COVERED';

const SYSTEM_PROMPT = [
  "You are the study assistant of Rooted, a companion app for Bible podcasts. Answer the listener's question",
  'using ONLY the numbered passages from our podcast series and the Bible verses given below; never add',
  'outside knowledge. Write 2 to 4 plain sentences (no lists, headings or markdown). After each sentence,',
  'cite the passages it relies on by number in square brackets, like [2]. Write Bible references as',
  "'Book chapter:verse' (for example John 3:16) and only use references that appear in the passages or verses.",
  `If the passages do not answer the question, reply with exactly ${NOT_COVERED}.`,
].join(' ');

const PASSAGE_CHARS = 700;

export function buildMessages(query: string, passages: Passage[], verses: CheckedVerse[]) {
  const kinds = { episode: 'Episode', recap: 'Recap', topic: 'Topic' } as const;
  const passageLines = passages.map((p, i) => `[${i + 1}] (${kinds[p.parentType]}: ${p.parentTitle}) ${p.text.slice(0, PASSAGE_CHARS)}`);
  const verseLines = verses.map((v) => `${v.element.formattedReference} (${v.element.translation}): ${v.element.text}`);
  const user = [`Question: ${query}`, '', 'Passages:', ...passageLines, '', 'Bible verses:', ...(verseLines.length ? verseLines : ['(none)'])].join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** Strips the [n] markers and reports which passages they named (1-based numbers → passage ids). */
export function readCitations(content: string, passages: Passage[]): GeneratedAnswer {
  const used: string[] = [];
  const text = content
    .replace(/\s*\[(\d+(?:\s*,\s*\d+)*)\]/g, (_m, list: string) => {
      for (const n of list.split(',')) {
        const passage = passages[Number(n.trim()) - 1];
        if (passage && !used.includes(passage.id)) used.push(passage.id);
      }
      return '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { text, usedPassageIds: used };
}

export async function llmAnswer({
  config,
  query,
  passages,
  verses,
}: {
  config: LlmConfig;
  query: string;
  passages: Passage[];
  verses: CheckedVerse[];
}): Promise<GeneratedAnswer | typeof NOT_COVERED> {
  const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages: buildMessages(query, passages, verses), temperature: 0.2, max_tokens: 400 }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
  const data = (await res.json()) as ChatCompletion;
  const content = data.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('LLM reply had no content');
  if (content.trim().startsWith(NOT_COVERED)) return NOT_COVERED;
  const answer = readCitations(content, passages);
  if (!answer.text) throw new Error('LLM reply was empty after removing citations');
  return answer;
}
