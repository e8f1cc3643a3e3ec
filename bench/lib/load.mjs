// Runs autocannon against one endpoint and summarises it: requests per second, exact p50/p95/p99 of every
// response's latency (autocannon's own summary has no p95), errors and non-2xx answers.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (x, digits = 2) => (x == null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/**
 * One stretch of load, not yet summarised: every response's latency and status. `next()` gives each
 * request's { method, path, headers, body }.
 */
export async function loadStretch({ url, next, connections = 50, duration = 10 }) {
  const requests = [{ setupRequest: (req) => ({ ...req, ...next() }) }];
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ url, connections, duration, requests });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  return {
    latencies,
    statuses,
    seconds: result.duration || duration,
    failures: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: result.throughput.total,
    connections,
  };
}

/**
 * Reads each path once, `concurrency` at a time: fills a cached endpoint's cache before it is measured. A
 * 2 s warm-up of random reads leaves about a tenth of the Bible's 3,567 chapters unread on a slow machine,
 * so the first round would still measure database reads in a figure meant for the cached state.
 */
async function readEach({ url, paths, concurrency = 10 }) {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const res = await fetch(url + paths[next++]);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${res.status} for ${res.url}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The fewest responses a warm-up takes (BENCH_WARMUP_REQUESTS). */
const WARMUP_REQUESTS = Number(process.env.BENCH_WARMUP_REQUESTS ?? 8_000);

/**
 * Warms an endpoint up before it is measured. A cached endpoint first reads every path it can ask for
 * (`everyPath`, readEach). Then `seconds` of load and at least `requests` responses, so that a slow endpoint
 * gets as many requests as a fast one: caches fill per request, not per second. After 2 s the AI answer
 * (300–700 answers a second; 500 of its 784 questions' answers kept 30 s) ran its first round at 58–67% of
 * its next two in four runs; after 16 s, about 8,000 answers, as fast as they. The load stops after
 * `maxSeconds` whatever the count; `seconds` 0 skips it. Returns the responses and seconds it took.
 */
export async function warmUp({
  url,
  endpoint,
  connections = 50,
  seconds = 2,
  requests = WARMUP_REQUESTS,
  maxSeconds = 60,
}) {
  if (endpoint.everyPath) await readEach({ url, paths: endpoint.everyPath() });
  let answered = 0;
  let spent = 0;
  while (seconds > 0 && spent < maxSeconds && (spent < seconds || answered < requests)) {
    const stretch = Math.min(spent < seconds ? seconds - spent : 2, maxSeconds - spent);
    answered += (await loadStretch({ url, next: endpoint.next, connections, duration: stretch })).latencies
      .length;
    spent += stretch;
  }
  return { requests: answered, seconds: spent };
}

/** Stretches of one endpoint taken as one measurement: their responses pooled, their seconds added up. */
export function summarise(stretches) {
  const latencies = stretches.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const statuses = {};
  for (const s of stretches) {
    for (const [status, n] of Object.entries(s.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  }
  const sum = (key) => stretches.reduce((total, s) => total + s[key], 0);
  const seconds = sum('seconds');
  const non2xx = sum('non2xx');
  return {
    rps: round((latencies.length - non2xx) / seconds, 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? null),
    requests: latencies.length,
    errors: sum('failures') + non2xx,
    non2xx,
    statuses,
    connections: stretches[0]?.connections ?? null,
    durationS: seconds,
    avgBytes: Math.round(sum('bytes') / Math.max(1, latencies.length)),
  };
}

/** A warm-up stretch (not counted), then one measured stretch, summarised. */
export async function load({ url, next, connections = 50, duration = 10, warmup = 2 }) {
  if (warmup > 0) await loadStretch({ url, next, connections, duration: warmup });
  return summarise([await loadStretch({ url, next, connections, duration })]);
}
