#!/usr/bin/env node
// Where one endpoint's time goes: loads it like `npm run bench` does (autocannon, 50 connections) against
// the production API on the bench's already seeded PostgreSQL database, and prints requests per second,
// latency, and the CPU each request cost the API's processes, all PostgreSQL processes and this load
// generator, the API's read and write system calls per request, its event-loop thread's user and system
// time, the share of the time it had a core and how often it lost one (from /proc, Linux only), with how
// busy the machine was. To compare two builds, use ab.mjs, which runs both at once and loads them in turn.
//
//   npm run build -w @rooted/api && node bench/endpoint-cpu.mjs due-cards [--seconds 8] [--warmup 2]
//
// Settings (environment): BENCH_PG_URL and BENCH_DB as for `npm run bench` (seed it first with
// `npm run bench`), BENCH_PORT (default 3411), API_ENTRY (default apps/api/dist/index.js), API_PROCESSES
// with REDIS_URL for several server processes, NODE_FLAGS for the API process (e.g. '--cpu-prof
// --cpu-prof-dir=/tmp/profiles').
import { parseArgs } from 'node:util';
import { apiMs, ioCalls, machine, mainThread, postgresMs, startApi } from './lib/api-process.mjs';
import { endpoints } from './lib/endpoints.mjs';
import { load, warmUp } from './lib/load.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { seconds: { type: 'string', default: '8' }, warmup: { type: 'string', default: '2' } },
});
const [name] = positionals;
const endpoint = endpoints({ scale: Number(process.env.BENCH_SCALE ?? 1) }).find((e) => e.name === name);
if (!endpoint) {
  console.error(`usage: node bench/endpoint-cpu.mjs <${endpoints().map((e) => e.name).join('|')}> [--seconds N]`);
  process.exit(2);
}

const env = process.env;
const api = await startApi({ entry: env.API_ENTRY ?? 'apps/api/dist/index.js', port: Number(env.BENCH_PORT ?? 3411) });
const { baseUrl } = api;
try {
  // Start-up work (in-memory indexes) and the first requests' plans are not the steady state.
  await warmUp({ url: baseUrl, endpoint, seconds: Number(values.warmup) });
  const before = { io: ioCalls(api.pid), api: apiMs(api.pid), thread: mainThread(api.pid), at: performance.now(), postgres: postgresMs(), loader: process.cpuUsage(), machine: machine() };
  const http = await load({ url: baseUrl, next: endpoint.next, duration: Number(values.seconds), warmup: 0 });
  const loader = process.cpuUsage(before.loader);
  const io = ioCalls(api.pid);
  const thread = mainThread(api.pid);
  const wallMs = performance.now() - before.at;
  const threadUserMs = thread.userMs - before.thread.userMs;
  const threadSystemMs = thread.systemMs - before.thread.systemMs;
  const m = machine();
  const perRequest = (ms) => Math.round((ms / http.requests) * 1000) / 1000;
  console.log(
    JSON.stringify({
      endpoint: name,
      rps: http.rps,
      p50: http.p50,
      p95: http.p95,
      errors: http.errors,
      cpuMsPerRequest: {
        api: perRequest(apiMs(api.pid) - before.api),
        postgres: perRequest(postgresMs() - before.postgres),
        loader: perRequest((loader.user + loader.system) / 1000),
      },
      // System calls of the API process (one process only): each write to PostgreSQL's socket wakes a backend.
      apiSyscallsPerRequest: {
        reads: Math.round(((io.reads - before.io.reads) / http.requests) * 100) / 100,
        writes: Math.round(((io.writes - before.io.writes) / http.requests) * 100) / 100,
      },
      // The API's event-loop thread (one process only): user and system CPU per request, the share of the
      // measured time it ran, and how often per request it lost its core while it still had work.
      apiMainThread: {
        userMsPerRequest: perRequest(threadUserMs),
        systemMsPerRequest: perRequest(threadSystemMs),
        onCorePercent: Math.round((1000 * (threadUserMs + threadSystemMs)) / wallMs) / 10,
        involuntarySwitchesPerRequest: Math.round(((thread.involuntary - before.thread.involuntary) / http.requests) * 1000) / 1000,
      },
      machineBusy: Math.round(1000 * (1 - (m.idle - before.machine.idle) / (m.total - before.machine.total))) / 10,
    }),
  );
} finally {
  await api.stop();
}
