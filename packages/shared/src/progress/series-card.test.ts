import { describe, expect, it } from 'vitest';
import { decideSeriesCard, showLatestEpisode, type SeriesCardEpisode } from './series-card';

const ep = (id: string, pubdate: string, progress: number | null = null): SeriesCardEpisode => ({
  id,
  pubdate,
  progress,
});
// Listed out of order on purpose: the rule is publication order, not list order.
const series = (p1: number | null, p2: number | null, p3: number | null) => [
  ep('c', '2026-03-01', p3),
  ep('a', '2026-01-01', p1),
  ep('b', '2026-02-01', p2),
];

describe('SPEC §4 series continuation card types', () => {
  it.each([
    ['auth-required when signed out', false, series(100, 100, 100), 'auth-required', 'a', null, 0],
    ['completed when every episode is at 90 or more', true, series(100, 90, 100), 'completed', 'a', null, 3],
    [
      "continue reads 'Start the Series' when none is complete",
      true,
      series(null, null, null),
      'continue',
      'a',
      'Start the Series',
      0,
    ],
    [
      "continue reads 'Start the Series' with partial progress only",
      true,
      series(60, 20, null),
      'continue',
      'a',
      'Start the Series',
      0,
    ],
    [
      "continue reads 'Continue the Series' once one is complete",
      true,
      series(100, null, null),
      'continue',
      'b',
      'Continue the Series',
      1,
    ],
    [
      'continue targets the first unfinished in publication order',
      true,
      series(100, 40, 100),
      'continue',
      'b',
      'Continue the Series',
      2,
    ],
    [
      'continue targets an earlier gap before later completed episodes',
      true,
      series(null, 100, 100),
      'continue',
      'a',
      'Continue the Series',
      2,
    ],
    ['89 is not complete', true, series(100, 100, 89), 'continue', 'c', 'Continue the Series', 2],
    ['start is the fallback for a series with no episodes', true, [], 'start', null, null, 0],
  ] as const)('%s', (_name, signedIn, episodes, type, target, label, completed) => {
    const card = decideSeriesCard({ signedIn, episodes });
    expect(card.type).toBe(type);
    expect(card.targetEpisodeId).toBe(target);
    expect(card.continueLabel).toBe(label);
    expect(card.completedCount).toBe(completed);
    expect(card.totalCount).toBe(episodes.length);
  });

  it('a series with no episodes is never completed', () => {
    expect(decideSeriesCard({ signedIn: true, episodes: [] }).type).not.toBe('completed');
  });
});

describe('SPEC §4: Latest Episode only for a current series whose latest episode differs from the target', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['current, different', null, 'c', 'a', true],
    ['current, same as target', null, 'c', 'c', false],
    ['ended series', '2026-01-01', 'c', 'a', false],
    ['no latest episode', null, null, 'a', false],
  ])('%s → %s', (_name, endDate, latestEpisodeId, targetEpisodeId, shown) =>
    expect(showLatestEpisode({ endDate, latestEpisodeId, targetEpisodeId, now })).toBe(shown),
  );
});
