// The bench:check comparison (bench/lib/budgets.mjs): budgets over paths with wildcards, max and min,
// exceptions, and figures that were never measured.
import { describe, expect, it } from 'vitest';
import { checkBudgets, resolvePath } from './budgets.mjs';

const results = {
  external: {
    endpoints: {
      episode: { http: { p95: 12, errors: 0 } },
      search: { http: { p95: 31, errors: 0 } },
      'ai-answer': { http: { p95: 120, errors: 2 } },
    },
  },
  browser: { landing: { initialJs: { gzipKB: 110 } } },
};

describe('bench budgets', () => {
  it('a wildcard names every key at its level', () => {
    expect(resolvePath(results, 'external.endpoints.*.http.p95').map(([p]) => p)).toEqual([
      'external.endpoints.episode.http.p95',
      'external.endpoints.search.http.p95',
      'external.endpoints.ai-answer.http.p95',
    ]);
  });

  it('{a,b} names just the keys listed', () => {
    expect(resolvePath({ ...results, machine: { cpus: 2 } }, '{external,browser}.x').map(([p]) => p)).toEqual(['external.x', 'browser.x']);
  });

  it('a figure over its max fails and one within passes', () => {
    const verdicts = checkBudgets(results, [{ name: 'API p95', path: 'external.endpoints.*.http.p95', max: 25, except: ['external.endpoints.ai-answer.http.p95'] }]);
    expect(verdicts.map((v) => [v.path, v.ok])).toEqual([
      ['external.endpoints.episode.http.p95', true],
      ['external.endpoints.search.http.p95', false],
    ]);
  });

  it('min budgets fail below the minimum (scores, throughput ratios)', () => {
    const [low] = checkBudgets({ a: { score: 94 } }, [{ name: 'score', path: 'a.score', min: 95 }]);
    const [high] = checkBudgets({ a: { score: 95 } }, [{ name: 'score', path: 'a.score', min: 95 }]);
    expect([low?.ok, high?.ok]).toEqual([false, true]);
  });

  it('zero errors: max 0 fails on any error', () => {
    const verdicts = checkBudgets(results, [{ name: 'errors', path: 'external.endpoints.*.http.errors', max: 0 }]);
    expect(verdicts.filter((v) => !v.ok).map((v) => v.path)).toEqual(['external.endpoints.ai-answer.http.errors']);
  });

  it('a budget whose figure was never measured fails', () => {
    const [verdict] = checkBudgets(results, [{ name: 'cold start', path: 'external.coldStartMs', max: 3000 }]);
    expect(verdict).toMatchObject({ ok: false, why: 'not measured', value: null });
  });
});
