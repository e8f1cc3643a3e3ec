import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideSeriesCard,
  inPublicationOrder,
  showLatestEpisode,
  sortedByPublication,
  type SeriesCardEpisode,
} from './series-card';

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

describe('publication order', () => {
  // Instants a few apart, some equal, written as the API reads them (ISO UTC) and in other forms.
  const instants = [
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.001Z',
    '2026-02-01T09:30:00.000Z',
    '2025-12-31T23:59:59.999Z',
  ];
  const pubdate = fc.oneof(
    fc.constantFrom(...instants),
    fc.constantFrom(...instants).map((iso) => new Date(iso)),
    fc.constantFrom('2026-01-01', '2026-01-01T01:00:00+01:00', '2026-02-01T09:30:00Z'),
  );
  const episode = fc.record({
    id: fc.constantFrom('a', 'b', 'B', 'c', 'ep-10', 'ep-9'),
    pubdate,
    progress: fc.constant(null),
  });
  const episodes = fc.array(episode, { maxLength: 12 });
  const ids = (list: readonly SeriesCardEpisode[]) => list.map((e) => [e.id, String(e.pubdate)]);

  it('is the order of the general definition, for lists in any order and lists already in order', () => {
    const inOrderOrAlmost = episodes.chain((list) => {
      const sorted = sortedByPublication(list);
      return fc.constantFrom(list, sorted, sorted.slice().reverse());
    });
    fc.assert(
      fc.property(inOrderOrAlmost, (list) => {
        expect(ids(inPublicationOrder(list))).toEqual(ids(sortedByPublication(list)));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives a new list, leaving the one it was given as it was', () => {
    const list = [ep('a', instants[0]!), ep('b', instants[1]!)];
    const ordered = inPublicationOrder(list);
    expect(ordered).not.toBe(list);
    expect(ordered).toEqual(list);
  });
});
