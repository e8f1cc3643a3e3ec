#!/usr/bin/env node
// How fast does the API answer one Bible chapter? (issue 4: under 10 ms p50 on this machine.)
//
//   node bench/bible-chapter.mjs [baseUrl] [--requests 1000] [--concurrency 1] [--warmup 100]
//
// Requests random chapters (seeded, so runs are comparable) across all 66 books and every visible
// translation, against an already running server. Prints percentiles of the time the client waited and of
// the server's own time (its Server-Timing header), plus throughput. No dependencies: plain fetch.
import { parseArgs } from 'node:util';
import { CHAPTERS } from './lib/bible-books.mjs';
import { percentile } from './lib/load.mjs';
import { prng } from './lib/random.mjs';

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


// Seeded, so every run asks for the same sequence of chapters.
const random = prng(0x5eed);

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
