// The endpoints `npm run bench` loads: how to make each next request (over many users, episodes,
// chapters and queries, in a seeded order) and whether it is a cached read or a database-backed one.
// Their own SQL, for the pgbench limit, is in pgbench-scripts.mjs.
import { CHAPTERS } from './bible-books.mjs';
import { prng } from './random.mjs';
import { datasetSize } from './seed.mjs';
import { sessionCookie } from './session.mjs';


// The search dialog's kind of queries (3+ characters): common and rare words, names, phrases, references.
// prettier-ignore
export const SEARCH_QUERIES = ['the', 'and', 'lord', 'god', 'love', 'light', 'grace', 'mercy', 'peace', 'faith', 'hope',
  'Jesus', 'Moses', 'David', 'Paul', 'Jerusalem', 'Nicodemus', 'shepherd', 'prodigal', 'samaritan', 'vineyard',
  'anxious', 'forgive', 'righteousness', 'in the beginning', 'love one another', 'for god so loved',
  'the lord is my shepherd', 'kingdom of heaven', 'daily bread', 'lost sheep', 'fear not', 'living water',
  'John 3:16', 'Psalm 23', 'Rom 8:28', '1 John 1:9', 'xylophone', 'qwxz', 'Bench Podcast', 'Bench Series', 'prayer'];

// Questions for the AI answer: two subjects each, so most are not in its 30-second answer cache.
// prettier-ignore
export const SUBJECTS = ['grace', 'mercy', 'anxiety', 'forgiveness', 'prayer', 'the prodigal son', 'the good samaritan', 'David',
  'Moses', 'Ruth', 'Esther', 'Jonah', 'exile', 'the temple', 'the covenant', 'wisdom', 'justice', 'lament', 'joy',
  'suffering', 'patience', 'comfort', 'courage', 'the kingdom of heaven', 'living water', 'the shepherd', 'faith', 'hope'];

const json = { 'content-type': 'application/json' };

/**
 * Endpoint definitions for a dataset of `scale`. `next()` returns autocannon request fields
 * ({ method, path, headers, body }). `kind` 'cached' marks reads served from memory after the first time;
 * such an endpoint also lists `everyPath()`, so that its cache is full before it is measured.
 */
export function endpoints({ scale = 1, translations = ['WEB', 'KJV', 'ASV'], seed = 0x5eed } = {}) {
  const n = datasetSize(scale);
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (max) => 1 + Math.floor(random() * max); // 1..max
  const user = () => int(n.users);
  // Signed once per user, not per request: the load generator shares the two cores with what it measures,
  // and an HMAC per request was a tenth of its CPU.
  const cookies = new Map();
  const cookie = (u) => {
    let headers = cookies.get(u);
    if (!headers) cookies.set(u, (headers = { cookie: sessionCookie(u) }));
    return headers;
  };
  // The seed subscribes user u to series (u - 1) % series + 1 and listened to its first ten episodes.
  const seriesOf = (u) => ((u - 1) % n.series) + 1;
  const episodeOf = (u) => (seriesOf(u) - 1) * n.episodesPerSeries + int(n.episodesPerSeries);
  let supporter = 0;
  return [
    {
      name: 'bible-chapter',
      label: 'Bible chapter',
      kind: 'cached',
      next: () => {
        const [book, chapter] = pick(CHAPTERS);
        return { method: 'GET', path: `/api/bible/${pick(translations)}/${book}/${chapter}` };
      },
      // Every path `next` can return, read once before the warm-up's load (load.mjs, warmUp).
      everyPath: () => translations.flatMap((t) => CHAPTERS.map(([book, chapter]) => `/api/bible/${t}/${book}/${chapter}`)),
    },
    {
      name: 'episode',
      label: 'Episode page API',
      kind: 'db',
      next: () => {
        const u = user();
        return { method: 'GET', path: `/api/episodes/bench-ep-${int(n.episodes)}`, headers: cookie(u) };
      },
    },
    {
      name: 'series',
      label: 'Series page with progress',
      kind: 'db',
      next: () => {
        const u = user();
        return { method: 'GET', path: `/api/series/bench-series-${seriesOf(u)}`, headers: cookie(u) };
      },
    },
    {
      name: 'search',
      label: 'Keyword search',
      kind: 'db',
      next: () => {
        const params = new URLSearchParams({ q: pick(SEARCH_QUERIES), translation: pick(translations) });
        return { method: 'GET', path: `/api/search?${params}` };
      },
    },
    {
      name: 'ai-answer',
      label: 'AI answer (extractive)',
      kind: 'db',
      next: () => {
        // Supporters (even users) in turn: the per-user limit of 10 answers a minute is never reached.
        supporter = (supporter % Math.floor(n.users / 2)) + 1;
        const searchQuery = `What does the Bible say about ${pick(SUBJECTS)} and ${pick(SUBJECTS)}?`;
        return { method: 'POST', path: '/api/search/summary', headers: { ...json, ...cookie(supporter * 2) }, body: JSON.stringify({ searchQuery }) };
      },
    },
    {
      name: 'progress-save',
      label: 'Progress save',
      kind: 'db',
      next: () => {
        const u = user();
        const progress = 5 * int(19);
        const body = JSON.stringify({ progress, positionSeconds: progress * 18 });
        return { method: 'PUT', path: `/api/progress/bench-ep-${episodeOf(u)}`, headers: { ...json, ...cookie(u) }, body };
      },
    },
    {
      name: 'due-cards',
      label: 'Due cards',
      kind: 'db',
      next: () => ({ method: 'GET', path: '/api/flashcards/study', headers: cookie(user()) }),
    },
    {
      name: 'deck-stats',
      label: 'Deck stats',
      kind: 'db',
      next: () => ({ method: 'GET', path: '/api/flashcards/decks', headers: cookie(user()) }),
    },
    {
      name: 'dashboard',
      label: 'Dashboard data',
      kind: 'db',
      next: () => ({ method: 'GET', path: '/api/dashboard?timeZone=UTC', headers: cookie(user()) }),
    },
  ];
}
