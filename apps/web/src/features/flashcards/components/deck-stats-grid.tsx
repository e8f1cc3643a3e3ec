import type { Deck } from '@rooted/shared';
import { StatTile } from './stat-tile';

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** SPEC §3 derived deck stats: totalCards, dueToday, dueTomorrow, totalReviews, averageDifficulty, retentionRate. */
export function DeckStatsGrid({ stats }: { stats: Deck['stats'] }) {
  const reviewed = stats.totalReviews > 0;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <StatTile label="Cards" value={stats.totalCards} />
      <StatTile label="Due today" value={stats.dueToday} />
      <StatTile label="Due tomorrow" value={stats.dueTomorrow} />
      <StatTile label="Reviews" value={stats.totalReviews} />
      <StatTile
        label="Avg. difficulty"
        value={reviewed ? stats.averageDifficulty.toFixed(2) : '–'}
        hint={reviewed ? 'Again 0.3 · Easy 0.6' : 'After your first review'}
      />
      <StatTile
        label="Retention"
        value={reviewed ? percent(stats.retentionRate) : '–'}
        hint={reviewed ? 'Estimated' : undefined}
      />
    </div>
  );
}
