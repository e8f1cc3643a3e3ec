// generate-search-summary (SPEC §7, issue 7): retrieve passages, check the verses they mention, write a
// short answer with the configured generator (LLM, else extractive; LLM failures fall back), check the
// answer's references, and cache the result for 30 s per normalised query and translation.
import { formatVerseRef, parseReferenceQuery, SEARCH_CACHE_MS, summaryCacheKey, type PodcastElement, type SummaryResponse } from '@rooted/shared';
import type { AppDeps } from '../../../lib/context';
import { checkAnswer } from './answer-check';
import { checkVerses, referencesIn } from './bible-verses';
import { extractiveAnswer, type GeneratedAnswer } from './extractive';
import { llmAnswer, NOT_COVERED, type LlmConfig } from './llm';
import { retrievePassages, type Passage } from './retrieval';
import { TtlCache } from '../ttl-cache';

const MAX_SOURCES = 5;
// Per app: answers kept 30 s, and answers being written. The same question asked again before its first
// answer is ready (a double submit, a popular question) waits for that answer instead of retrieving and
// calling the LLM a second time.
const answersPerApp = new WeakMap<AppDeps, { cache: TtlCache<SummaryResponse>; writing: Map<string, Promise<SummaryResponse>> }>();

function answersOf(deps: AppDeps) {
  let answers = answersPerApp.get(deps);
  if (!answers) answersPerApp.set(deps, (answers = { cache: new TtlCache(SEARCH_CACHE_MS), writing: new Map() }));
  return answers;
}

function notCovered(): SummaryResponse {
  return {
    success: false,
    summary: "Our series don't cover this yet. Try a person, passage or theme from the episodes.",
    sources: { podcastElements: [], bibleElements: [] },
    status: 'not_covered',
    generator: 'extractive',
  };
}

function llmConfig(env: AppDeps['env']): LlmConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
}

function toElement(p: Passage): PodcastElement {
  return { id: p.id, parent_id: p.parentId, parent_title: p.parentTitle, parent_type: p.parentType, start_seconds: p.startSeconds };
}

/**
 * Passages the answer used first, then other strong passages (a fifth of the best score or more); one
 * chip per episode, recap or topic.
 */
function podcastSources(passages: Passage[], usedIds: string[]): PodcastElement[] {
  const floor = (passages[0]?.score ?? 0) * 0.2;
  const used = usedIds.map((id) => passages.find((p) => p.id === id)).filter((p): p is Passage => !!p);
  const ordered = [...used, ...passages.filter((p) => p.score >= floor)];
  const seen = new Set<string>();
  return ordered
    .filter((p) => {
      const parent = `${p.parentType}:${p.parentId}`;
      if (seen.has(parent)) return false;
      seen.add(parent);
      return true;
    })
    .slice(0, MAX_SOURCES)
    .map(toElement);
}

export async function generateSummary({ deps, query, translation }: { deps: AppDeps; query: string; translation: string }): Promise<SummaryResponse> {
  const { cache, writing } = answersOf(deps);
  const key = `${translation}|${summaryCacheKey(query)}`;
  const cached = cache.get(key);
  if (cached) return cached;

  let answer = writing.get(key);
  if (!answer) {
    answer = summarise({ deps, query, translation })
      .then((result) => {
        cache.set(key, result);
        return result;
      })
      .finally(() => writing.delete(key));
    writing.set(key, answer);
  }
  return answer;
}

async function summarise({ deps, query, translation }: { deps: AppDeps; query: string; translation: string }): Promise<SummaryResponse> {
  const { db, env, logger } = deps;
  const { passages, lexemes } = await retrievePassages({ db, query });
  if (!passages.length) return notCovered();

  const asked = parseReferenceQuery(query);
  const mentioned = referencesIn([...passages.map((p) => p.text), ...passages.flatMap((p) => p.listedVerses)]);
  const verses = await checkVerses({ db, refs: [...(asked ? [asked] : []), ...mentioned], translation });

  let generator: SummaryResponse['generator'] = 'extractive';
  let answer: GeneratedAnswer | null = null;
  const config = llmConfig(env);
  if (config) {
    try {
      const reply = await llmAnswer({ config, query, passages, verses });
      if (reply === NOT_COVERED) return notCovered();
      answer = reply;
      generator = 'llm';
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'LLM summary failed; using the extractive answer');
    }
  }
  // A question that is a reference ('John 3:16') starts with the verse itself, from the Bible tables.
  const askedVerse = asked ? verses.filter((v) => formatVerseRef(v.ref) === formatVerseRef(asked)) : [];
  if (!answer) {
    answer = extractiveAnswer({ passages, lexemes, maxSentences: askedVerse.length ? 2 : 3 });
    const lead = askedVerse[0]?.element;
    if (answer && lead) answer = { ...answer, text: `${lead.formattedReference}: “${lead.text.trim()}” ${answer.text}` };
  }
  const checked = answer && (await checkAnswer({ db, text: answer.text, translation }));
  if (!answer || !checked?.text) return notCovered();

  // The verse asked about first, then those the answer cites, then those its passages mention.
  const used = passages.filter((p) => answer.usedPassageIds.includes(p.id));
  const usedRefs = referencesIn([...used.map((p) => p.text), ...used.flatMap((p) => p.listedVerses)]);
  const usedKeys = new Set(usedRefs.map(formatVerseRef));
  const usedVerses = verses.filter((v) => usedKeys.has(formatVerseRef(v.ref)));
  const bible = [...askedVerse, ...checked.cited, ...usedVerses, ...verses]
    .map((v) => v.element)
    .filter((e, i, all) => all.findIndex((x) => x.formattedReference === e.formattedReference) === i)
    .slice(0, MAX_SOURCES);

  return {
    success: true,
    summary: checked.text,
    sources: { podcastElements: podcastSources(passages, answer.usedPassageIds), bibleElements: bible },
    status: 'answered',
    generator,
  };
}
