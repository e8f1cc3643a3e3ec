#!/usr/bin/env node
// `npm run bench`: seeds the large dataset into a fresh database, measures every endpoint of issue 13 with
// autocannon against the production server on this machine, and the two limits each figure is read against,
// measured in turn with the endpoint for a few rounds (lib/rounds.mjs): a bare node:http 'hello' server (the
// ceiling of any endpoint) and the endpoint's own SQL run by pgbench against the same database. Then the
// browser side (initial JavaScript, Lighthouse) and the cold start. Figures go to bench/results/*.json and
// to a table; `npm run bench:check` compares them with bench/budgets.json.
//
// Settings (environment):
//   BENCH_SCALE=1            dataset size (0.1 for a quick run while developing)
//   BENCH_SETUPS=external,embedded   which databases: the PostgreSQL server and/or the embedded one
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432   the server; the bench creates its own database on it
//   BENCH_DB=rooted_bench    that database's name (dropped and created again on each run)
//   BENCH_DURATION=10 BENCH_WARMUP=2 BENCH_CONNECTIONS=50   autocannon, per endpoint
//   BENCH_WARMUP_REQUESTS=8000   the warm-up also lasts until this many responses (a slow endpoint's is longer)
//   BENCH_ROUNDS=3           rounds of endpoint, its SQL and the ceiling in turn (BENCH_DURATION split over them)
//   BENCH_PORT=3211          the app's port (the hello server uses the next one)
//   DB_POOL_SIZE=10          the app's pool per process; pgbench runs the SQL with as many connections in all
//   BENCH_PROCESSES=1        API_PROCESSES of the external set-up (the embedded PostgreSQL serves one process)
//   BENCH_REDIS_URL=redis://127.0.0.1:6379   the Redis several processes share rate limits in; without one
//                            answering, the external set-up runs one process
//   BENCH_ONLY=search,episode   only these endpoints; BENCH_SKIP=browser,coldstart,pgbench skips parts
//   BENCH_REUSE=1            keep a database that is already seeded (skips the fresh seed; for development)
//   BENCH_LIGHTHOUSE_RUNS=5  Lighthouse runs per page (the median run is reported)
//   ROOTED_WEB_DIST=/tmp/bench-web   where the web app is built and served from
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { runLighthouse } from './lib/browser.mjs';
import { endpoints } from './lib/endpoints.mjs';
import { load, loadStretch, summarise, warmUp } from './lib/load.mjs';
import { hasScript, pgbench } from './lib/pgbench.mjs';
import { measureInTurn, median, shareOfRounds } from './lib/rounds.mjs';
import { datasetSize, seedLargeDataset } from './lib/seed.mjs';
import { root, startServer } from './lib/server.mjs';
import { BENCH_AUTH_SECRET } from './lib/session.mjs';

const env = process.env;
const scale = Number(env.BENCH_SCALE ?? 1);
const setups = (env.BENCH_SETUPS ?? 'external,embedded').split(',').filter(Boolean);
const pgUrl = (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const dbName = env.BENCH_DB ?? 'rooted_bench';
const duration = Number(env.BENCH_DURATION ?? 10);
const warmup = Number(env.BENCH_WARMUP ?? 2);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const rounds = Math.max(1, Number(env.BENCH_ROUNDS ?? 3));
// Whole seconds (pgbench takes no fractions): 10 s over three rounds loads each endpoint 4 s a round, and
// each limit, which needs no more to settle, 2 s.
const roundSeconds = Math.ceil(duration / rounds);
const limitSeconds = Math.max(2, Math.round(duration / 2 / rounds));
const port = Number(env.BENCH_PORT ?? 3211);
const poolSize = Number(env.DB_POOL_SIZE ?? 10);
// One: on two cores a second process raised throughput but also the tail latency the budgets are about
// (docs/decisions/019, eleventh pass).
const benchProcesses = Number(env.BENCH_PROCESSES ?? 1);
const redisUrl = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',')) : null;
const skip = new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const reuse = env.BENCH_REUSE === '1';
const webDist = path.resolve(env.ROOTED_WEB_DIST ?? '/tmp/bench-web');
const benchData = path.join(root, 'bench/.data');
const resultsDir = path.join(root, 'bench/results');
const baseUrl = `http://127.0.0.1:${port}`;

const log = (...args) => console.log(...args);
const round = (x, d = 2) => (Number.isFinite(x) ? Math.round(x * 10 ** d) / 10 ** d : null);

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The bare ceiling: node:http answering 'hello', in its own process, loaded exactly like the endpoints.
 * Started once and left idle between measurements.
 */
async function startHello() {
  const helloPort = port + 1;
  const child = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => { s.setHeader('content-type', 'text/plain'); s.end('hello'); }).listen(${helloPort}, '127.0.0.1', () => console.log('ready'))`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const url = `http://127.0.0.1:${helloPort}`;
  const next = () => ({ method: 'GET', path: '/' });
  return {
    measure: (seconds, warm = 0) => load({ url, next, connections, duration: seconds, warmup: warm }),
    stop: () => child.kill(),
  };
}

/** Whether Redis answers at `url` (several server processes need it for their rate limits). */
async function redisAnswers(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Database URL, server settings and number of server processes of a set-up. The external one runs
 * BENCH_PROCESSES processes (API_PROCESSES), sharing rate limits in Redis; the embedded PostgreSQL serves
 * a single process and its URL carries the password kept in its data dir.
 */
async function setupConfig(setup) {
  const dataDir = path.join(benchData, setup);
  const common = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, AUTH_SECRET: BENCH_AUTH_SECRET, ROOTED_WEB_DIST: webDist, DB_POOL_SIZE: String(poolSize) };
  if (setup === 'external') {
    let processes = benchProcesses;
    if (processes > 1 && !(await redisAnswers(redisUrl))) {
      log(`[external] no Redis answers at ${redisUrl} (BENCH_REDIS_URL): one server process instead of ${processes}`);
      processes = 1;
    }
    const several = processes > 1 ? { API_PROCESSES: String(processes), REDIS_URL: redisUrl, REDIS_KEY_PREFIX: 'rooted-bench:' } : {};
    return { dataDir, processes, serverEnv: { ...common, DATABASE_URL: `${pgUrl}/${dbName}`, ...several }, dbUrl: () => `${pgUrl}/${dbName}` };
  }
  const pgPort = String(port + 2);
  return {
    dataDir,
    processes: 1,
    serverEnv: { ...common, EMBEDDED_PG_PORT: pgPort },
    dbUrl: () => `postgres://rooted:${fs.readFileSync(path.join(dataDir, '.postgres-password'), 'utf8').trim()}@127.0.0.1:${pgPort}/rooted`,
  };
}

async function alreadySeeded(setup, config) {
  if (setup === 'embedded') return fs.existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION'));
  const count = `SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench-user-%'`;
  return withClient(`${pgUrl}/${dbName}`, async (c) => (await c.query(count)).rows[0].n > 0).catch(() => false);
}

/** A fresh database (unless BENCH_REUSE finds one already seeded): first start, then the dataset. */
async function prepare(setup, config) {
  const logFile = path.join(benchData, `${setup}-server.log`);
  if (reuse && (await alreadySeeded(setup, config))) {
    log(`[${setup}] BENCH_REUSE: keeping the seeded database`);
    return logFile;
  }
  if (setup === 'external') {
    await withClient(`${pgUrl}/postgres`, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(dbName)} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${c.escapeIdentifier(dbName)}`);
    });
  }
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  fs.rmSync(logFile, { force: true });
  log(`[${setup}] first start: migrations, the Bible, demo content…`);
  const first = await startServer({ env: config.serverEnv, logFile });
  log(`[${setup}] first start took ${(first.startupMs / 1000).toFixed(1)} s; seeding scale ${scale}…`);
  try {
    await withClient(config.dbUrl(), (c) => seedLargeDataset(c, { scale, log }));
  } finally {
    await first.stop();
  }
  return logFile;
}

/**
 * Cold start on the existing data dir: three starts, the median; the last one stays up for the load. A
 * start that had to build first (sources changed since the last build) is not a cold start: done again.
 */
async function coldStart(config, logFile) {
  const times = [];
  let server;
  const starts = skip.has('coldstart') ? 1 : 3;
  for (let attempt = 0; times.length < starts && attempt < starts + 3; attempt += 1) {
    if (server) await server.stop();
    server = await startServer({ env: config.serverEnv, logFile });
    if (!server.built) times.push(server.startupMs);
  }
  return { server, coldStartMs: skip.has('coldstart') ? null : round(median(times), 0), coldStartRunsMs: times.map((t) => round(t, 0)) };
}

/**
 * Waits until the server answers promptly: work it starts after listening (warming in-memory indexes)
 * holds its event loop for a few seconds, which is start-up, not the steady state the load measures.
 */
async function settled(maxMs = 120_000) {
  const deadline = Date.now() + maxMs;
  let quick = 0;
  while (quick < 5 && Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/health`).catch(() => null);
    await res?.arrayBuffer();
    quick = res?.ok && performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

let browser = null;

async function benchSetup(setup, hello) {
  const config = await setupConfig(setup);
  const logFile = await prepare(setup, config);
  const { server, coldStartMs, coldStartRunsMs } = await coldStart(config, logFile);
  const dbUrl = config.dbUrl();
  await settled();
  const { processes } = config;
  const result = { setup, scale, dataset: datasetSize(scale), processes, poolSize, connections, rounds, coldStartMs, coldStartRunsMs, endpoints: {} };
  try {
    const translations = (await (await fetch(`${baseUrl}/api/bible/translations`)).json()).translations.map((t) => t.id);
    for (const endpoint of endpoints({ scale, translations })) {
      if (only && !only.has(endpoint.name)) continue;
      log(`[${setup}] ${endpoint.label}…`);
      result.endpoints[endpoint.name] = await benchEndpoint(endpoint, { dbUrl, processes, hello });
    }
    if (!skip.has('browser')) browser = await benchBrowser();
  } finally {
    await server.stop();
  }
  return result;
}

/**
 * One endpoint: a warm-up, then `rounds` rounds of the endpoint, its own SQL and the ceiling in turn. Its
 * latency and throughput pool every round's responses; each share is the median of the rounds' ratios.
 */
async function benchEndpoint(endpoint, { dbUrl, processes, hello }) {
  const warmed = await warmUp({ url: baseUrl, endpoint, connections, seconds: warmup });
  const limits = {};
  if (!skip.has('pgbench') && hasScript(endpoint.name)) {
    limits.sql = () => pgbench({ url: dbUrl, endpoint: endpoint.name, scale, clients: processes * poolSize, duration: limitSeconds });
  }
  if (hello) limits.ceiling = () => hello.measure(limitSeconds);
  const measured = await measureInTurn({
    rounds,
    endpoint: () => loadStretch({ url: baseUrl, next: endpoint.next, connections, duration: roundSeconds }),
    limits,
  });
  const http = summarise(measured.stretches);
  const rates = measured.stretches.map((stretch) => summarise([stretch]).rps);
  const entry = { label: endpoint.label, kind: endpoint.kind, http, roundsRps: rates, warmup: warmed };
  const { sql, ceiling } = measured.limitRuns;
  if (sql) {
    const tps = sql.map((run) => run.tps);
    entry.sql = {
      tps: median(tps),
      latencyAvgMs: median(sql.map((run) => run.latencyAvgMs)),
      failed: sql.reduce((n, run) => n + run.failed, 0),
      clients: sql[0].clients,
      durationS: limitSeconds * rounds,
      roundsTps: tps,
    };
    entry.ofSql = round(shareOfRounds(rates, tps));
  }
  if (ceiling) {
    const rps = ceiling.map((run) => run.rps);
    entry.ceiling = { rps: median(rps), p95: median(ceiling.map((run) => run.p95)), roundsRps: rps };
    entry.ofCeiling = round(shareOfRounds(rates, rps));
  }
  return entry;
}

async function benchBrowser() {
  log('browser: Lighthouse (desktop) on /, /bible/WEB/John/3 and an episode page…');
  const pages = { landing: '/', 'bible-chapter': '/bible/WEB/John/3', episode: '/episodes/bench-ep-1' };
  return runLighthouse({ baseUrl, pages, webDist, log });
}

const pct = (x) => (x == null ? '' : `${Math.round(x * 100)}%`);
function printBrowser() {
  const rows = Object.entries(browser).map(([name, b]) => [
    name,
    { performance: b.performance, 'each run': (b.performanceOfEachRun ?? []).join(' '), accessibility: b.accessibility, 'LCP ms': b.lcpMs, 'TBT ms': b.tbtMs, CLS: b.cls, 'initial JS KB gz': b.initialJs.gzipKB },
  ]);
  log('\nbrowser (Lighthouse desktop preset, the median run of each page; initial JavaScript gzipped, up to the load event)');
  console.table(Object.fromEntries(rows));
}

function printTable(result, ceiling) {
  const rows = Object.entries(result.endpoints).map(([name, e]) => ({
    endpoint: name,
    'req/s': e.http.rps,
    'p50 ms': e.http.p50,
    'p95 ms': e.http.p95,
    'p99 ms': e.http.p99,
    errors: e.http.errors,
    'SQL tps': e.sql?.tps ?? '',
    'of SQL': pct(e.ofSql),
    ceiling: e.ceiling?.rps ?? '',
    'of ceiling': pct(e.ofCeiling),
  }));
  log(`\n${result.setup} PostgreSQL · scale ${scale} · ${result.processes} process${result.processes > 1 ? 'es' : ''} · pool ${poolSize} each · ${connections} connections · ceiling at the start ${ceiling?.rps ?? '?'} req/s (each endpoint's share: the median of its ${rounds} rounds' ratios to the limits measured in turn with it) · cold start ${result.coldStartMs ?? '?'} ms`);
  console.table(rows);
}

fs.mkdirSync(resultsDir, { recursive: true });
// The files this run writes go first, so that a run that stops half-way never leaves the figures of an
// earlier one for `npm run bench:check` to read as its own.
for (const file of [...(skip.has('ceiling') ? [] : ['ceiling']), ...setups, ...(skip.has('browser') ? [] : ['browser'])]) {
  fs.rmSync(path.join(resultsDir, `${file}.json`), { force: true });
}
const os = await import('node:os');
// Other work on the machine shows in the figures: the load average says how busy it was. Sessions run on
// different machines, so the processor's model says which figures can be compared at all.
const machine = () => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? null,
  node: process.version,
  at: new Date().toISOString(),
  loadAverage: os.loadavg().map((x) => round(x, 1)),
});
const hello = skip.has('ceiling') ? null : await startHello();
const ceiling = hello ? await hello.measure(duration, warmup) : null;
if (ceiling) {
  const on = machine();
  log(`ceiling (node:http hello): ${ceiling.rps} req/s, p95 ${ceiling.p95} ms on ${on.cpus} × ${on.cpuModel ?? 'unknown processor'}`);
  fs.writeFileSync(path.join(resultsDir, 'ceiling.json'), JSON.stringify({ machine: on, ...ceiling }, null, 2));
}
try {
  for (const [i, setup] of setups.entries()) {
    if (i > 0) skip.add('browser'); // the browser figures do not depend on the database: measured once
    const result = await benchSetup(setup, hello);
    fs.writeFileSync(path.join(resultsDir, `${setup}.json`), JSON.stringify({ machine: machine(), ...result }, null, 2));
    printTable(result, ceiling);
    if (browser && i === 0) {
      fs.writeFileSync(path.join(resultsDir, 'browser.json'), JSON.stringify({ machine: machine(), ...browser }, null, 2));
      printBrowser();
    }
  }
} finally {
  hello?.stop();
}
log(`\nresults in ${path.relative(process.cwd(), resultsDir)}/; compare with the budgets: npm run bench:check`);
