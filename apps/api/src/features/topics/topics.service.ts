// Topics (SPEC §3): the list, and one topic with its questions, verses and related episodes. Premium
// topics are for supporters (SPEC §1), enforced here: others get 403 'supporter_required'.
import {
  PREMIUM_TOPIC_MESSAGE,
  SUPPORTER_REQUIRED_CODE,
  type RelatedEpisode,
  type TopicDetailResponse,
  type TopicSummary,
} from '@rooted/shared';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { podcastEpisodes, podcasts, topicColumns, topicEpisodes, topics } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { visiblePodcasts, type Viewer } from '../podcasts/podcast-visibility';
import { resolveKeyVerses, verseTranslation } from './key-verses';

type TopicRow = Omit<typeof topics.$inferSelect, 'searchVector'>;

const toSummary = (t: TopicRow): TopicSummary => ({
  id: t.id,
  name: t.name,
  shortDescription: t.shortDescription,
  imageUrl: t.imageUrl,
  topicType: t.topicType,
  isPremium: t.isPremium,
  keywords: t.keywords,
});

/** SPEC §7 orders topics by name. */
export async function listTopics({ db }: { db: Db }): Promise<TopicSummary[]> {
  const rows = await db.select(topicColumns).from(topics).orderBy(asc(topics.name));
  return rows.map(toSummary);
}

export const relatedEpisodeColumns = {
  id: podcastEpisodes.id,
  title: podcastEpisodes.title,
  summary: podcastEpisodes.summary,
  pubdate: podcastEpisodes.pubdate,
  durationSeconds: podcastEpisodes.durationSeconds,
  imageUrl: podcastEpisodes.imageUrl,
  podcastName: podcasts.name,
};

export function toRelatedEpisode(row: { pubdate: Date } & Omit<RelatedEpisode, 'pubdate'>): RelatedEpisode {
  return { ...row, pubdate: row.pubdate.toISOString() };
}

/** Published episodes of podcasts this viewer may see (SPEC §6), plus any extra condition. */
export function visibleEpisodes(viewer: Viewer, extra: SQL): SQL | undefined {
  return and(extra, eq(podcastEpisodes.status, 'published'), visiblePodcasts(viewer));
}

export async function getTopic(options: {
  db: Db;
  viewer: Viewer;
  topicId: string;
  translation?: string;
}): Promise<TopicDetailResponse> {
  const { db, viewer, topicId } = options;
  const [topic] = await db.select(topicColumns).from(topics).where(eq(topics.id, topicId));
  if (!topic) throw notFound('No such topic.');
  if (topic.isPremium && !viewer?.isSupporter)
    throw new AppError(403, SUPPORTER_REQUIRED_CODE, PREMIUM_TOPIC_MESSAGE);
  const [verses, episodes] = await Promise.all([
    resolveKeyVerses({
      db,
      references: topic.verses,
      translation: await verseTranslation(db, options.translation),
    }),
    db
      .select(relatedEpisodeColumns)
      .from(topicEpisodes)
      .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, topicEpisodes.episodeId))
      .innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId))
      .where(visibleEpisodes(viewer, eq(topicEpisodes.topicId, topicId)))
      .orderBy(desc(podcastEpisodes.pubdate))
      .limit(50),
  ]);
  return {
    topic: { ...toSummary(topic), description: topic.description, questions: topic.questions },
    verses,
    episodes: episodes.map(toRelatedEpisode),
  };
}
