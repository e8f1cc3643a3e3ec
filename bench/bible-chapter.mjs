#!/usr/bin/env node
// How fast does the API answer one Bible chapter? (issue 4: under 10 ms p50 on this machine.)
//
//   node bench/bible-chapter.mjs [baseUrl] [--requests 1000] [--concurrency 1] [--warmup 100]
//
// Requests random chapters (seeded, so runs are comparable) across all 66 books and every visible
// translation, against an already running server. Prints percentiles of the time the client waited and of
// the server's own time (its Server-Timing header), plus throughput. No dependencies: plain fetch.
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '1' },
    warmup: { type: 'string', default: '100' },
  },
});
const base = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);

// [slug, chapters] for the 66 books (KJV chapter counts; every translation we ship has all of them).
// prettier-ignore
const BOOKS = [['Genesis',50],['Exodus',40],['Leviticus',27],['Numbers',36],['Deuteronomy',34],['Joshua',24],['Judges',21],['Ruth',4],['1-Samuel',31],['2-Samuel',24],['1-Kings',22],['2-Kings',25],['1-Chronicles',29],['2-Chronicles',36],['Ezra',10],['Nehemiah',13],['Esther',10],['Job',42],['Psalms',150],['Proverbs',31],['Ecclesiastes',12],['Song-of-Solomon',8],['Isaiah',66],['Jeremiah',52],['Lamentations',5],['Ezekiel',48],['Daniel',12],['Hosea',14],['Joel',3],['Amos',9],['Obadiah',1],['Jonah',4],['Micah',7],['Nahum',3],['Habakkuk',3],['Zephaniah',3],['Haggai',2],['Zechariah',14],['Malachi',4],['Matthew',28],['Mark',16],['Luke',24],['John',21],['Acts',28],['Romans',16],['1-Corinthians',16],['2-Corinthians',13],['Galatians',6],['Ephesians',6],['Philippians',4],['Colossians',4],['1-Thessalonians',5],['2-Thessalonians',3],['1-Timothy',6],['2-Timothy',4],['Titus',3],['Philemon',1],['Hebrews',13],['James',5],['1-Peter',5],['2-Peter',3],['1-John',5],['2-John',1],['3-John',1],['Jude',1],['Revelation',22]];
const CHAPTERS = BOOKS.flatMap(([slug, n]) => Array.from({ length: n }, (_, i) => [slug, i + 1]));

// mulberry32: a tiny seeded PRNG, so every run asks for the same sequence of chapters.
let seed = 0x5eed;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const translations = (await (await fetch(`${base}/api/bible/translations`)).json()).translations.map((t) => t.id);
const nextUrl = () => {
  const [slug, chapter] = CHAPTERS[Math.floor(random() * CHAPTERS.length)];
  const translation = translations[Math.floor(random() * translations.length)];
  return `${base}/api/bible/${translation}/${slug}/${chapter}`;
};

async function one() {
  const started = performance.now();
  const res = await fetch(nextUrl());
  await res.arrayBuffer();
  const total = performance.now() - started;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
  const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { total, server };
}

async function run(count) {
  const results = [];
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued += 1;
      results.push(await one());
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return 'n/a';
  return ['p50', 'p90', 'p99', 'max'].map((label, i) => `${label} ${percentile(sorted, [50, 90, 99, 100][i]).toFixed(2)} ms`).join('  ');
};

await run(warmup);
const { results, seconds } = await run(requests);
console.log(`bible chapter: ${requests} requests, concurrency ${concurrency}, ${translations.join('/')} x ${CHAPTERS.length} chapters, ${base}`);
console.log(`  client (HTTP round trip): ${summary(results.map((r) => r.total))}`);
console.log(`  server (Server-Timing):   ${summary(results.map((r) => r.server))}`);
console.log(`  throughput: ${(requests / seconds).toFixed(0)} chapters/s`);
