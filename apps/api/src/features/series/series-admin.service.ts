// Admin create, update and delete of a series with its episodes and recaps, each in one transaction.
import { toKebabId, type seriesSaveRequest } from '@rooted/shared';
import { and, eq, inArray, like, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { podcastEpisodes, podcastSeriesConfig, podcasts, recaps, seriesEpisodes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { seriesColumns, toSeriesSummary } from './series-row';

type SeriesInput = z.output<typeof seriesSaveRequest>;

function firstFree(base: string, taken: { id: string }[]): string {
  const ids = new Set(taken.map((t) => t.id));
  for (let i = 1; ; i++) if (!ids.has(i === 1 ? base : `${base}-${i}`)) return i === 1 ? base : `${base}-${i}`;
}
const freeSeriesId = async (tx: Tx, base: string) =>
  firstFree(base, await tx.select({ id: podcastSeriesConfig.id }).from(podcastSeriesConfig).where(like(podcastSeriesConfig.id, `${base}%`)));
const freeRecapId = async (tx: Tx, base: string) =>
  firstFree(base, await tx.select({ id: recaps.recapId }).from(recaps).where(like(recaps.recapId, `${base}%`)));

async function checkInput(tx: Tx, input: SeriesInput, seriesId?: string) {
  const [podcast] = await tx.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.id, input.podcastId));
  if (!podcast) throw badRequest('Choose an existing podcast.', 'podcast_not_found');
  const [prefixClash] = await tx
    .select({ name: podcastSeriesConfig.name })
    .from(podcastSeriesConfig)
    .where(and(eq(podcastSeriesConfig.seriesPrefix, input.seriesPrefix), seriesId ? ne(podcastSeriesConfig.id, seriesId) : undefined));
  if (prefixClash) throw conflict(`The prefix "${input.seriesPrefix}" is already used by the series "${prefixClash.name}".`);
  const ids = [...new Set(input.episodeIds)];
  if (ids.length) {
    const found = await tx
      .select({ id: podcastEpisodes.id })
      .from(podcastEpisodes)
      .where(and(inArray(podcastEpisodes.id, ids), eq(podcastEpisodes.podcastId, input.podcastId)));
    if (found.length !== ids.length) throw badRequest("Every episode of a series must be one of its podcast's episodes.", 'episode_not_in_podcast');
  }
  return ids;
}

async function writeMembersAndRecaps(tx: Tx, seriesId: string, oldPrefix: string | null, input: SeriesInput, episodeIds: string[]) {
  await tx.delete(seriesEpisodes).where(eq(seriesEpisodes.seriesId, seriesId));
  if (episodeIds.length) await tx.insert(seriesEpisodes).values(episodeIds.map((episodeId) => ({ seriesId, episodeId })));
  // Recaps belong to a series through its prefix: they follow a prefix change, and ones left out are removed.
  const keep = input.recaps.map((r) => r.recapId).filter((id): id is string => Boolean(id));
  if (oldPrefix)
    await tx.delete(recaps).where(and(eq(recaps.seriesPrefix, oldPrefix), keep.length ? notInArray(recaps.recapId, keep) : undefined));
  for (const recap of input.recaps) {
    if (recap.recapId) {
      const updated = await tx
        .update(recaps)
        .set({ title: recap.title, body: recap.body, seriesPrefix: input.seriesPrefix })
        .where(and(eq(recaps.recapId, recap.recapId), oldPrefix ? eq(recaps.seriesPrefix, oldPrefix) : sql`false`))
        .returning({ id: recaps.recapId });
      if (!updated.length) throw badRequest('A recap in the request does not belong to this series.', 'recap_not_in_series');
    } else {
      const recapId = await freeRecapId(tx, `recap-${toKebabId(recap.title) || 'series'}`);
      await tx.insert(recaps).values({ recapId, title: recap.title, body: recap.body, seriesPrefix: input.seriesPrefix });
    }
  }
}

const fields = (input: SeriesInput) => ({
  podcastId: input.podcastId,
  name: input.name,
  seriesPrefix: input.seriesPrefix,
  description: input.description,
  startDate: input.startDate,
  endDate: input.endDate,
  allowFullTranscript: input.allowFullTranscript,
  finalReflectionPrompt: input.finalReflectionPrompt || null,
});

export async function createSeries({ db, input }: { db: Db; input: SeriesInput }) {
  return db.transaction(async (tx) => {
    const episodeIds = await checkInput(tx, input);
    // 'new' is the editor's address for creating a series (/series/new/edit), never an id.
    const base = toKebabId(input.name) || 'series';
    const id = await freeSeriesId(tx, base === 'new' ? 'new-series' : base);
    await tx.insert(podcastSeriesConfig).values({ id, ...fields(input) });
    await writeMembersAndRecaps(tx, id, null, input, episodeIds);
    return { id };
  });
}

export async function updateSeries({ db, seriesId, input }: { db: Db; seriesId: string; input: SeriesInput }) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ prefix: podcastSeriesConfig.seriesPrefix }).from(podcastSeriesConfig).where(eq(podcastSeriesConfig.id, seriesId)).for('update');
    if (!current) throw notFound('No such series.');
    const episodeIds = await checkInput(tx, input, seriesId);
    await tx.update(podcastSeriesConfig).set({ ...fields(input), updatedAt: sql`now()` }).where(eq(podcastSeriesConfig.id, seriesId));
    await writeMembersAndRecaps(tx, seriesId, current.prefix, input, episodeIds);
    return { id: seriesId };
  });
}

export async function deleteSeries({ db, seriesId }: { db: Db; seriesId: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(podcastSeriesConfig).where(eq(podcastSeriesConfig.id, seriesId)).returning({ prefix: podcastSeriesConfig.seriesPrefix });
    if (!row) throw notFound('No such series.');
    await tx.delete(recaps).where(eq(recaps.seriesPrefix, row.prefix));
  });
}

/** Everything the editor needs, including hidden podcasts' series (the route is admin-only). */
export async function getSeriesEditor({ db, seriesId }: { db: Db; seriesId: string }) {
  const [row] = await db
    .select(seriesColumns)
    .from(podcastSeriesConfig)
    .innerJoin(podcasts, eq(podcasts.id, podcastSeriesConfig.podcastId))
    .where(eq(podcastSeriesConfig.id, seriesId));
  if (!row) throw notFound('No such series.');
  const [members, recapRows] = await Promise.all([
    db.select({ id: seriesEpisodes.episodeId }).from(seriesEpisodes).where(eq(seriesEpisodes.seriesId, seriesId)),
    db.select({ recapId: recaps.recapId, title: recaps.title, body: recaps.body }).from(recaps).where(eq(recaps.seriesPrefix, row.seriesPrefix)),
  ]);
  return {
    series: { ...toSeriesSummary(row), finalReflectionPrompt: row.finalReflectionPrompt },
    episodeIds: members.map((m) => m.id),
    recaps: recapRows,
  };
}
