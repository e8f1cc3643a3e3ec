// Runs autocannon against one endpoint and summarises it: requests per second, exact p50/p95/p99 of every
// response's latency (autocannon's own summary has no p95), errors and non-2xx answers.
import autocannon from 'autocannon';

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (x, digits = 2) => (x == null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/** `next()` gives each request's { method, path, headers, body }. */
export async function load({ url, next, connections = 50, duration = 10, warmup = 2 }) {
  const requests = [{ setupRequest: (req) => ({ ...req, ...next() }) }];
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, requests });
  const latencies = [];
  const statuses = {};
  const instance = autocannon({ url, connections, duration, requests });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ok = latencies.length - result.non2xx;
  return {
    rps: round(ok / (result.duration || duration), 1),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? null),
    requests: latencies.length,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    statuses,
    connections,
    durationS: duration,
    avgBytes: Math.round(result.throughput.total / Math.max(1, latencies.length)),
  };
}
