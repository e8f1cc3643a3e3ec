// Which podcast a feed import writes into: the one asked for, the one with this feed URL, the one with
// this title, or a new one.
import { podcastSlug, toKebabId } from '@rooted/shared';
import { eq, like, max, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { podcasts } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/errors';
import { feedErrors } from './feed-errors';

export type PodcastRow = typeof podcasts.$inferSelect;

export interface TargetQuery {
  podcastId?: string;
  podcastName?: string;
  feedUrl?: string;
  title: string | null;
}

/** A podcast by any of its names: the display name, the internal name, or the URL slug. */
export async function findPodcastByName(db: Db | Tx, name: string): Promise<PodcastRow | undefined> {
  const [row] = await db
    .select()
    .from(podcasts)
    .where(or(eq(podcasts.slug, podcastSlug(name)), eq(podcasts.internalName, name.trim()), eq(podcasts.name, name.trim())))
    .limit(1);
  return row;
}

/** The existing podcast for an import, or undefined when a new one should be created. */
export async function findTarget(db: Db | Tx, q: TargetQuery): Promise<PodcastRow | undefined> {
  if (q.podcastId) {
    const [row] = await db.select().from(podcasts).where(eq(podcasts.id, q.podcastId));
    if (!row) throw notFound('No such podcast.');
    return row;
  }
  if (q.podcastName) return findPodcastByName(db, q.podcastName);
  if (q.feedUrl) {
    const [row] = await db.select().from(podcasts).where(eq(podcasts.feedUrl, q.feedUrl)).limit(1);
    if (row) return row;
  }
  if (!q.title) return undefined;
  const row = await findPodcastByName(db, q.title);
  // Same title, different feed: merging would mix two shows' episodes.
  if (row && row.feedUrl && q.feedUrl && row.feedUrl !== q.feedUrl)
    throw conflict(`A podcast named "${row.name}" already exists with another feed URL. Rename one of them, or import into it by name.`);
  return row;
}

async function freeInternalName(tx: Tx, base: string): Promise<string> {
  const taken = new Set(
    (await tx.select({ n: podcasts.internalName }).from(podcasts).where(like(podcasts.internalName, `${base}%`))).map((r) => r.n),
  );
  for (let i = 1; ; i++) {
    const candidate = i === 1 ? base : `${base}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export async function createPodcast(
  tx: Tx,
  values: { name: string | null; description: string; author: string; artworkUrl: string | null; feedUrl?: string },
): Promise<PodcastRow> {
  const name = values.name?.trim();
  if (!name) throw feedErrors.noTitle();
  if (await findPodcastByName(tx, name)) throw conflict(`A podcast named "${name}" already exists.`);
  const [{ order } = { order: 0 }] = await tx.select({ order: max(podcasts.podcastOrder) }).from(podcasts);
  const [row] = await tx
    .insert(podcasts)
    .values({
      name,
      internalName: await freeInternalName(tx, toKebabId(name) || 'podcast'),
      slug: podcastSlug(name),
      description: values.description,
      author: values.author,
      artworkUrl: values.artworkUrl,
      feedUrl: values.feedUrl ?? null,
      status: 'active',
      podcastOrder: (order ?? 0) + 1,
      updatedAt: sql`now()`,
    })
    .returning();
  return row!;
}
