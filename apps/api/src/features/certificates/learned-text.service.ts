// The 'what I learned' section: the owner's own series reflection first, then their episode reflections and
// notes for the series, as plain text, capped to fit on the certificate.
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, seriesEpisodes, userEpisodeData } from '../../db/schema';

export const LEARNED_TEXT_MAX = 280;

/** Stored text may keep b/i/em/strong/br (SPEC §5 sanitiser); the certificate shows plain text only. */
function plain(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s.,;:]+$/, '')}…`;
}

export async function buildLearnedText(options: { db: Db; userId: string; seriesId: string }): Promise<string | null> {
  const { db, userId, seriesId } = options;
  const episodeIds = db
    .select({ id: seriesEpisodes.episodeId })
    .from(seriesEpisodes)
    .where(eq(seriesEpisodes.seriesId, seriesId));
  const rows = await db
    .select({
      kind: userEpisodeData.kind,
      seriesId: userEpisodeData.seriesId,
      notes: userEpisodeData.notes,
      answer: userEpisodeData.answer,
    })
    .from(userEpisodeData)
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.id, userEpisodeData.episodeId))
    .where(
      and(
        eq(userEpisodeData.userId, userId),
        inArray(userEpisodeData.kind, ['reflection', 'note']),
        or(
          eq(userEpisodeData.seriesId, seriesId),
          and(isNull(userEpisodeData.seriesId), inArray(userEpisodeData.episodeId, episodeIds)),
        ),
      ),
    )
    .orderBy(asc(podcastEpisodes.pubdate), asc(userEpisodeData.createdAt));
  const rank = (r: (typeof rows)[number]) => (r.seriesId ? 0 : r.kind === 'reflection' ? 1 : 2);
  const texts = [...rows]
    .sort((a, b) => rank(a) - rank(b))
    .map((r) => plain((r.kind === 'note' ? r.notes : r.answer) ?? ''))
    .filter(Boolean);
  return texts.length ? cap(texts.join(' '), LEARNED_TEXT_MAX) : null;
}
