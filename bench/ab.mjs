#!/usr/bin/env node
// Two builds of the API, one endpoint: which is faster? Both run at once (on the bench's seeded database)
// and are loaded in turn, a few seconds each for several rounds, so that a machine whose speed drifts
// from minute to minute (seen here: the same build 1,150 and then 1,510 req/s) slows both alike. Prints
// each round and the totals: requests per second, p95, and CPU per request of each API and of PostgreSQL.
//
//   npm run build -w @rooted/api && cp apps/api/dist/index.js apps/api/dist/index-a.js
//   … change, build again …
//   node bench/ab.mjs dashboard apps/api/dist/index-a.js apps/api/dist/index.js [--rounds 6] [--seconds 4]
//
// The builds must sit in apps/api/dist (where their packages and migrations are found).
import { parseArgs } from 'node:util';
import { apiMs, postgresMs, startApi } from './lib/api-process.mjs';
import { endpoints } from './lib/endpoints.mjs';
import { load, warmUp } from './lib/load.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '6' }, seconds: { type: 'string', default: '4' } },
});
const [name, entryA, entryB] = positionals;
const endpoint = endpoints({ scale: Number(process.env.BENCH_SCALE ?? 1) }).find((e) => e.name === name);
if (!endpoint || !entryA || !entryB) {
  console.error(`usage: node bench/ab.mjs <${endpoints().map((e) => e.name).join('|')}> <build A> <build B> [--rounds N] [--seconds N]`);
  process.exit(2);
}

const builds = [
  { label: 'A', entry: entryA, port: 3421 },
  { label: 'B', entry: entryB, port: 3422 },
];
const servers = [];
try {
  for (const b of builds) servers.push(await startApi({ entry: b.entry, port: b.port }));
  // Start-up work (in-memory indexes) and the first requests' plans are not the steady state.
  for (const s of servers) await warmUp({ url: s.baseUrl, endpoint, seconds: 3 });
  const totals = builds.map(() => ({ requests: 0, seconds: 0, api: 0, postgres: 0, p95: [] }));
  for (let round = 0; round < Number(values.rounds); round++) {
    // A B, then B A: neither always goes first.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const line = [];
    for (const i of order) {
      const before = { api: apiMs(servers[i].pid), postgres: postgresMs() };
      const http = await load({ url: servers[i].baseUrl, next: endpoint.next, duration: Number(values.seconds), warmup: 0 });
      const t = totals[i];
      t.requests += http.requests;
      t.seconds += http.durationS;
      t.api += apiMs(servers[i].pid) - before.api;
      t.postgres += postgresMs() - before.postgres;
      t.p95.push(http.p95);
      line.push(`${builds[i].label} ${http.rps} req/s p95 ${http.p95}${http.errors ? ` (${http.errors} errors)` : ''}`);
    }
    console.log(`round ${round + 1}: ${line.join(' · ')}`);
  }
  const sorted = (xs) => [...xs].sort((a, b) => a - b);
  totals.forEach((t, i) => {
    const per = (ms) => (ms / t.requests).toFixed(3);
    const p95 = sorted(t.p95)[Math.floor(t.p95.length / 2)];
    console.log(`${builds[i].label} ${builds[i].entry}: ${(t.requests / t.seconds).toFixed(0)} req/s, median p95 ${p95} ms, CPU ms per request: API ${per(t.api)}, PostgreSQL ${per(t.postgres)}`);
  });
  const [a, b] = totals.map((t) => t.requests / t.seconds);
  console.log(`B against A: ${b >= a ? '+' : ''}${((100 * (b - a)) / a).toFixed(1)}% req/s`);
} finally {
  for (const s of servers) await s.stop();
}
