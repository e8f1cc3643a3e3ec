// Issue 13's shares (an endpoint's throughput against its own SQL and against the node:http ceiling) come
// from rounds that measure the endpoint and its limits in turn (bench/lib/rounds.mjs), and its latency from
// every round's responses pooled (bench/lib/load.mjs).
import { describe, expect, it } from 'vitest';
import { summarise } from './load.mjs';
import { measureInTurn, median, shareOfRounds } from './rounds.mjs';

describe('bench rounds', () => {
  it('the median of an odd count is the middle value, of an even count the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it("a share is the median of the rounds' ratios, each endpoint round against the limit measured with it", () => {
    // The machine slows down in round 2: the endpoint and its limit alike, so the ratio holds.
    expect(shareOfRounds([5000, 2500, 5000], [10000, 5000, 10000])).toBe(0.5);
    // One disturbed round (the limit measured while something else ran) does not decide the share.
    expect(shareOfRounds([5000, 5000, 5000], [10000, 2000, 10000])).toBe(0.5);
    expect(() => shareOfRounds([1, 2], [1])).toThrow(/one limit per round/);
  });

  it('measures the endpoint, then each limit, round after round', async () => {
    const order: string[] = [];
    const result = await measureInTurn({
      rounds: 2,
      endpoint: async () => (order.push('endpoint'), order.length),
      limits: { sql: async () => (order.push('sql'), order.length), ceiling: async () => (order.push('ceiling'), order.length) },
    });
    expect(order).toEqual(['endpoint', 'sql', 'ceiling', 'endpoint', 'sql', 'ceiling']);
    expect(result).toEqual({ stretches: [1, 4], limitRuns: { sql: [2, 5], ceiling: [3, 6] } });
  });

  it("pools the rounds' responses: throughput over their seconds, percentiles over every latency", () => {
    const stretch = (latencies: number[], seconds: number, non2xx = 0) => ({
      latencies,
      statuses: { 200: latencies.length - non2xx, ...(non2xx ? { 500: non2xx } : {}) },
      seconds,
      failures: 0,
      non2xx,
      bytes: latencies.length * 100,
      connections: 50,
    });
    const summary = summarise([stretch([1, 2, 3, 4], 2), stretch([5, 6, 7, 8, 9, 10], 2, 1)]);
    expect(summary).toMatchObject({
      rps: 2.3, // nine answered without error in four seconds
      p50: 5,
      p95: 10,
      requests: 10,
      errors: 1,
      non2xx: 1,
      statuses: { 200: 9, 500: 1 },
      durationS: 4,
      avgBytes: 100,
      connections: 50,
    });
  });
});
