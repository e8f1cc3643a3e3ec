import type { ChapterMention } from '@rooted/shared';
import { formatClock } from '@/components/catalog/format';

/**
 * 'Discussed in {series} · {episode} at 12:31'. A podcast's standalone episode has no series: its
 * podcast's name takes the series' place. Without a known moment the time is left out.
 */
export function mentionText(m: ChapterMention): string {
  const where = m.series?.name ?? m.episode.podcastName;
  const at = m.timeSeconds === null ? '' : ` at ${formatClock(m.timeSeconds)}`;
  return `Discussed in ${where} · ${m.episode.title}${at}`;
}
