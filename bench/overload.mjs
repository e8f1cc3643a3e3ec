#!/usr/bin/env node
// Overload (issue 14): 200 concurrent connections for 60 s against a mix of read and write endpoints of the
// production server. Passes when nothing fails except intended 429s (rate limits), memory stays flat, and
// /api/health answers every second throughout. Prints the totals, the status codes per endpoint, the
// server's RSS (start, peak, end; sampled every second from /proc/<pid>/status) and health failures.
//
//   node bench/overload.mjs [--duration 60] [--connections 200] [--users 20] [--warmup 10] [--port 3214]
//   node bench/overload.mjs --url http://host:port --pid <server pid> --data-dir <its DATA_DIR>
//
// Without --url it starts the production server itself (apps/api/dist/index.js, built when stale) on
// --port against a PostgreSQL database (OVERLOAD_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/rooted_overload, created when missing and seeded on its first start
// (slow once), reused after), with REDIS_URL passed through when set (shared rate limits under load).
// Users are signed up once over HTTP (their verification link read from DATA_DIR's outbox) and signed in.
// A warm-up at the same load comes first (caches, JIT, V8 heap sizing, the search index built at start), so
// the RSS figures compare like with like; its answers are reported too and count against the verdict.
// Exit code 1 when a criterion fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { CHAPTERS } from './lib/bible-books.mjs';
import { prng } from './lib/random.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    users: { type: 'string', default: '20' },
    port: { type: 'string', default: '3214' },
    url: { type: 'string' },
    pid: { type: 'string' },
    'data-dir': { type: 'string' },
    'request-timeout': { type: 'string', default: '10' },
    warmup: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const userCount = Number(values.users);
const requestTimeout = Number(values['request-timeout']);
const warmup = Number(values.warmup);
const PASSWORD = 'Overload-Passw0rd!';

const log = (...args) => console.log(...args);
const mb = (kb) => (kb == null ? 'n/a' : `${(kb / 1024).toFixed(1)} MB`);

// ---------------------------------------------------------------------------------------------------------
// The server: ours (started here) or one already running.

async function startOwnServer() {
  const state = await import('../scripts/build-state.mjs');
  if (state.isStale(state.targets.api.output, state.targets.api.sources)) {
    log('building the API (dist is missing or stale)…');
    const built = spawnSync('flock', ['/tmp/rooted-api-build.lock', process.execPath, 'build.mjs'], { cwd: path.join(root, 'apps/api'), stdio: 'inherit' });
    if (built.status !== 0) throw new Error('API build failed');
  }
  const databaseUrl = process.env.OVERLOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rooted_overload';
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();

  const port = Number(values.port);
  const dataDir = path.join(os.tmpdir(), `rooted-overload-${dbName}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  fs.mkdirSync(dataDir, { recursive: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'rooted-overload-secret-not-for-production-0123456789',
      FEED_REFRESH_MINUTES: '0',
      LOG_LEVEL: 'warn',
      // Every simulated user comes from 127.0.0.1: per-IP limits scaled as for the browser tests.
      RATE_LIMIT_IP_SCALE: '20',
      ROOTED_WEB_DIST: path.join(dataDir, 'no-web'),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: 'rooted-overload:' } : {}),
    },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 600_000;
  let gone = false;
  exited.then(() => (gone = true));
  log(`starting the server on ${baseUrl} (database ${dbName}; logs in ${logFile})…`);
  while (!(await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false))) {
    if (gone) throw new Error(`the server exited during start-up; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`the server did not start; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid,
    dataDir,
    logFile,
    redis: Boolean(process.env.REDIS_URL),
    async stop() {
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 20_000))]);
      if (code === 'timeout') child.kill('SIGKILL');
      return code;
    },
  };
}

function rssKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat (clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Users and the data the mix needs.

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');

async function api(base, p, { method = 'GET', json, cookie } = {}) {
  const headers = { Origin: base };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  return fetch(`${base}${p}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), redirect: 'manual' });
}

function verificationLink(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return null;
  const recipient = email.replace(/[^a-z0-9@._-]/gi, '_');
  const files = fs.readdirSync(dir).filter((f) => f.includes(recipient)).sort();
  for (const file of files.reverse()) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]*\/api\/auth\/verify-email\?[^\s"<>]+/.exec(raw)?.[0];
    if (link) return link;
  }
  return null;
}

async function signedInUser(base, dataDir, n) {
  const email = `overload-${n}@example.com`;
  let res = await api(base, '/api/auth/sign-in', { method: 'POST', json: { email, password: PASSWORD } });
  if (res.ok) return cookieOf(res);
  if (!dataDir) throw new Error(`${email} cannot sign in (${res.status}) and without --data-dir it cannot be signed up`);
  await api(base, '/api/auth/sign-up', { method: 'POST', json: { firstName: `Load${n}`, email, password: PASSWORD } });
  let link = null;
  for (let i = 0; i < 50 && !link; i += 1) {
    link = verificationLink(dataDir, email);
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no verification e-mail for ${email} in ${dataDir}/outbox`);
  const url = new URL(link);
  await api(base, `${url.pathname}${url.search}`);
  res = await api(base, '/api/auth/sign-in', { method: 'POST', json: { email, password: PASSWORD } });
  if (!res.ok) throw new Error(`${email} could not sign in after verifying: ${res.status} ${await res.text()}`);
  return cookieOf(res);
}

// ---------------------------------------------------------------------------------------------------------

const random = prng(0x0ef10ad);
const pick = (list) => list[Math.floor(random() * list.length)];
// prettier-ignore
const QUERIES = ['love', 'grace', 'shepherd', 'faith hope', 'John 3:16', 'Psalm 23', 'forgive', 'prodigal', 'kingdom of heaven', 'light', 'peace', 'xylophone'];

async function main() {
  const own = values.url ? null : await startOwnServer();
  const base = (values.url ?? own.baseUrl).replace(/\/$/, '');
  const pid = values.pid ? Number(values.pid) : own?.pid;
  const dataDir = values['data-dir'] ?? own?.dataDir;
  if (!pid) log('no --pid: RSS is not sampled');

  log(`signing in ${userCount} users…`);
  const cookies = [];
  for (let n = 1; n <= userCount; n += 1) cookies.push(await signedInUser(base, dataDir, n));
  const episodes = (await (await api(base, '/api/episodes?pageSize=50')).json()).items.map((e) => e.id);
  const seriesIds = ((await (await api(base, '/api/series')).json()).series ?? []).map((s) => s.id);
  const translations = (await (await api(base, '/api/bible/translations')).json()).translations.map((t) => t.id);
  if (!episodes.length) throw new Error('no episodes to request: is the database seeded?');

  // [label, weight, request]: about two thirds reads, one third writes by signed-in users.
  const MIX = [
    ['GET bible chapter', 20, () => {
      const [book, chapter] = pick(CHAPTERS);
      return { method: 'GET', path: `/api/bible/${pick(translations)}/${book}/${chapter}` };
    }],
    ['GET episode', 15, () => ({ method: 'GET', path: `/api/episodes/${pick(episodes)}`, headers: { cookie: pick(cookies) } })],
    ['GET search', 15, () => ({ method: 'GET', path: `/api/search?${new URLSearchParams({ q: pick(QUERIES), translation: pick(translations) })}` })],
    ['GET series', 10, () =>
      seriesIds.length && random() < 0.5
        ? { method: 'GET', path: `/api/series/${pick(seriesIds)}`, headers: { cookie: pick(cookies) } }
        : { method: 'GET', path: '/api/series' }],
    ['PUT progress', 20, () => ({
      method: 'PUT',
      path: `/api/progress/${pick(episodes)}`,
      headers: { cookie: pick(cookies), origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ progress: Math.floor(random() * 100), positionSeconds: Math.floor(random() * 600) }),
    })],
    ['PUT note', 20, () => ({
      method: 'PUT',
      path: '/api/notes',
      headers: { cookie: pick(cookies), origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'note', episodeId: pick(episodes), text: `Overload note ${Math.floor(random() * 1e6)}: grace upon grace (John 1:16).` }),
    })],
  ];
  const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
  const nextRequest = () => {
    let r = random() * totalWeight;
    for (const [label, weight, make] of MIX) {
      r -= weight;
      if (r < 0) return { label, ...make() };
    }
    return { label: MIX[0][0], ...MIX[0][2]() };
  };

  /** One autocannon run over the mix; answers are counted per endpoint. */
  async function runLoad(seconds) {
    const byLabel = {};
    const latencies = [];
    const instance = autocannon({
      url: base,
      connections,
      duration: seconds,
      timeout: requestTimeout,
      requests: [
        {
          setupRequest: (req, context) => {
            const { label, ...next } = nextRequest();
            context.label = label;
            return { ...req, ...next, headers: { ...req.headers, ...next.headers } };
          },
          onResponse: (status, _body, context) => {
            const entry = (byLabel[context.label] ??= {});
            entry[status] = (entry[status] ?? 0) + 1;
          },
        },
      ],
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    const result = await instance;
    return { result, byLabel, latencies };
  }

  let warm = null;
  if (warmup > 0) {
    log(`warm-up: ${connections} connections for ${warmup} s (RSS ${mb(pid ? rssKb(pid) : null)} before)…`);
    warm = await runLoad(warmup);
  }

  // Samplers: RSS and /api/health, every second, in parallel with the load.
  const rss = [];
  const health = { checks: 0, failures: 0, maxMs: 0, failuresDetail: [] };
  const rssStart = pid ? rssKb(pid) : null;
  const cpuStart = pid ? cpuSeconds(pid) : null;
  let sampling = true;
  const started = performance.now();
  const samplers = (async () => {
    while (sampling) {
      const at = (performance.now() - started) / 1000;
      if (pid) rss.push({ at, kb: rssKb(pid) });
      const t0 = performance.now();
      health.checks += 1;
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.status !== 200) {
          health.failures += 1;
          health.failuresDetail.push(`${at.toFixed(0)} s: ${res.status}`);
        }
      } catch (err) {
        health.failures += 1;
        health.failuresDetail.push(`${at.toFixed(0)} s: ${err.name}`);
      }
      health.maxMs = Math.max(health.maxMs, performance.now() - t0);
      await new Promise((r) => setTimeout(r, Math.max(0, 1_000 - (performance.now() - t0))));
    }
  })();

  log(`load: ${connections} connections for ${duration} s against ${base}${own?.redis ? ' (rate limits in Redis)' : ''}…`);
  const { result, byLabel, latencies } = await runLoad(duration);
  const cpuUsed = pid ? cpuSeconds(pid) - cpuStart : null;
  // Let the server settle, then a last memory sample.
  await new Promise((r) => setTimeout(r, 3_000));
  sampling = false;
  await samplers;
  const rssEnd = pid ? rssKb(pid) : null;

  // ---------------------------------------------------------------------------------------------------
  const statuses = {};
  for (const entry of Object.values(byLabel)) for (const [s, n] of Object.entries(entry)) statuses[s] = (statuses[s] ?? 0) + n;
  const unexpected = Object.entries(statuses)
    .filter(([s]) => !(Number(s) >= 200 && Number(s) < 300) && s !== '429')
    .reduce((sum, [, n]) => sum + n, 0);
  latencies.sort((x, y) => x - y);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))]?.toFixed(0);
  const peak = rss.reduce((m, s) => (s.kb != null && s.kb > m ? s.kb : m), rssStart ?? 0);
  const half = rss.filter((s) => s.at >= duration / 2 && s.at <= duration);
  const firstHalfPeak = rss.filter((s) => s.at < duration / 2).reduce((m, s) => Math.max(m, s.kb ?? 0), 0);
  const secondHalfPeak = half.reduce((m, s) => Math.max(m, s.kb ?? 0), 0);

  log('');
  log(`overload at ${base} · ${connections} connections · ${duration} s · ${userCount} users · ${os.cpus().length} CPUs, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  log(`requests: ${latencies.length} (${(latencies.length / duration).toFixed(0)}/s) · latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`);
  log(`status codes: ${JSON.stringify(statuses)}`);
  for (const [label, entry] of Object.entries(byLabel).sort()) log(`  ${label.padEnd(18)} ${JSON.stringify(entry)}`);
  let warmUnexpected = 0;
  if (warm) {
    const warmStatuses = {};
    for (const entry of Object.values(warm.byLabel)) for (const [st, n] of Object.entries(entry)) warmStatuses[st] = (warmStatuses[st] ?? 0) + n;
    warmUnexpected = Object.entries(warmStatuses)
      .filter(([st]) => !(Number(st) >= 200 && Number(st) < 300) && st !== '429')
      .reduce((sum, [, n]) => sum + n, 0);
    log(`warm-up (${warmup} s, not in the figures above): ${warm.latencies.length} requests ${JSON.stringify(warmStatuses)}, ${warm.result.errors} socket errors, ${warm.result.timeouts} timeouts`);
  }
  log(`socket errors: ${result.errors} · timeouts (> ${requestTimeout} s): ${result.timeouts} · non-2xx other than 429: ${unexpected}`);
  if (pid) {
    log(`server RSS: start ${mb(rssStart)} · peak ${mb(peak)} · end ${mb(rssEnd)} · peak in first half ${mb(firstHalfPeak)}, in second half ${mb(secondHalfPeak)}`);
    const every = Math.max(1, Math.round(rss.length / 12));
    log(`  samples: ${rss.filter((_, i) => i % every === 0).map((s) => `${s.at.toFixed(0)}s ${mb(s.kb)}`).join(' · ')}`);
  }
  if (cpuUsed != null && latencies.length) {
    // On a shared machine throughput mostly measures the CPU queue; CPU time per request does not.
    const perRequest = (cpuUsed * 1000) / latencies.length;
    log(`server CPU: ${cpuUsed.toFixed(1)} s for ${latencies.length} requests = ${perRequest.toFixed(2)} ms per request (Node only; PostgreSQL's share not included) · ${(cpuUsed / duration).toFixed(2)} cores busy on average`);
  }
  log(`/api/health: ${health.checks} checks, ${health.failures} failures, slowest ${health.maxMs.toFixed(0)} ms${health.failuresDetail.length ? ` (${health.failuresDetail.slice(0, 10).join(', ')})` : ''}`);

  // Flat memory: the second half may not climb much above the first (growth would show there).
  const flat = !pid || secondHalfPeak <= firstHalfPeak * 1.15 + 10 * 1024;
  const failures = [];
  if (result.errors) failures.push(`${result.errors} socket errors`);
  if (result.timeouts) failures.push(`${result.timeouts} timeouts`);
  if (unexpected) failures.push(`${unexpected} unexpected non-2xx answers`);
  if (warm && (warm.result.errors || warmUnexpected)) failures.push(`warm-up: ${warm.result.errors} socket errors, ${warmUnexpected} unexpected non-2xx`);
  if (health.failures) failures.push(`${health.failures} failed health checks`);
  if (!flat) failures.push('memory kept growing in the second half');
  log(failures.length ? `FAILED: ${failures.join('; ')}` : 'PASSED: no errors besides intended 429s, flat memory, health answered throughout');

  if (own) {
    const code = await own.stop();
    log(`server stopped (exit ${code})`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
