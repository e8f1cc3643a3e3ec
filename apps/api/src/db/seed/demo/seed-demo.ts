// Maps the demo content (original writing, labelled as demo) into the catalog tables.
import { podcastSlug } from '@rooted/shared';
import type { Tx } from '../../client';
import {
  episodeTranscriptSegments,
  podcastEpisodes,
  podcastSeriesConfig,
  podcasts,
  recaps,
  seriesEpisodes,
  topicEpisodes,
  topics,
} from '../../schema';
import { reindexEpisodeVerses } from '../../verse-index';
import { DEMO_AUDIO_TIMINGS } from './assets';
import { DEMO_PODCASTS, DEMO_RECAPS, DEMO_TOPICS, listDemoEpisodes } from './content';
import type { DemoEpisode } from './types';

function episodeRow(episode: DemoEpisode, podcastId: string) {
  const timing = DEMO_AUDIO_TIMINGS[episode.id];
  if (!timing) throw new Error(`No audio timings for demo episode ${episode.id}: run scripts/generate-demo-audio.ts`);
  return {
    id: episode.id,
    podcastId,
    guid: `rooted-demo:${episode.id}`,
    title: episode.title,
    summary: episode.summary,
    audioUrl: `/media/demo/audio/${episode.id}.mp3`,
    audioType: 'audio/mpeg',
    durationSeconds: timing.durationSeconds,
    pubdate: new Date(episode.pubdate),
    status: 'published',
    outline: episode.outline,
    discussionQuestions: episode.questions,
    reflectionPrompt: episode.reflectionPrompt,
    chapters: episode.chapters.map((ch) => ({ start: timing.segments[ch.segmentIndex]?.start ?? 0, title: ch.title })),
  };
}

export async function seedDemo(tx: Tx) {
  for (const podcast of DEMO_PODCASTS) {
    const [row] = await tx
      .insert(podcasts)
      .values({
        name: podcast.name,
        internalName: podcast.internalName,
        slug: podcastSlug(podcast.name),
        description: podcast.description,
        author: podcast.author,
        artworkUrl: `/media/demo/artwork/${podcast.artwork}`,
        status: podcast.status,
        podcastOrder: podcast.order,
      })
      .returning({ id: podcasts.id });
    const podcastId = row!.id;
    const episodes = [...podcast.series.flatMap((s) => s.episodes), ...podcast.standaloneEpisodes];
    if (episodes.length) await tx.insert(podcastEpisodes).values(episodes.map((e) => episodeRow(e, podcastId)));
    const segments = episodes.flatMap((e) =>
      e.transcript.map((seg, position) => {
        const timing = DEMO_AUDIO_TIMINGS[e.id]!.segments[position];
        return { episodeId: e.id, position, startSeconds: timing?.start ?? 0, endSeconds: timing?.end ?? 0, text: seg.text };
      }),
    );
    if (segments.length) await tx.insert(episodeTranscriptSegments).values(segments);
    await reindexEpisodeVerses(tx, episodes.map((e) => e.id));
    for (const series of podcast.series) {
      await tx.insert(podcastSeriesConfig).values({
        id: series.id,
        podcastId,
        name: series.name,
        seriesPrefix: series.prefix,
        description: series.description,
        startDate: series.startDate,
        endDate: series.endDate,
        allowFullTranscript: series.allowFullTranscript,
        finalReflectionPrompt: series.finalReflectionPrompt,
      });
      await tx.insert(seriesEpisodes).values(series.episodes.map((e) => ({ seriesId: series.id, episodeId: e.id })));
    }
  }

  await tx.insert(topics).values(
    DEMO_TOPICS.map((t, i) => ({
      id: t.id,
      name: t.name,
      shortDescription: t.shortDescription,
      description: t.description,
      imageUrl: `/media/demo/topics/${t.image}`,
      topicType: t.topicType,
      isPremium: t.isPremium,
      keywords: t.keywords,
      questions: t.questions,
      verses: t.verses,
      sortOrder: i,
    })),
  );
  // A topic relates to the episodes whose words mention one of its keywords.
  const links = DEMO_TOPICS.flatMap((topic) =>
    listDemoEpisodes()
      .filter(({ episode }) => {
        const text = [episode.title, episode.summary, ...episode.transcript.map((s) => s.text)].join(' ').toLowerCase();
        return topic.keywords.some((k) => text.includes(k.toLowerCase()));
      })
      .map(({ episode }) => ({ topicId: topic.id, episodeId: episode.id })),
  );
  if (links.length) await tx.insert(topicEpisodes).values(links);

  await tx.insert(recaps).values(
    DEMO_RECAPS.map((r) => ({ recapId: r.id, title: r.title, seriesPrefix: r.seriesPrefix, body: r.body, keyVerses: r.keyVerses })),
  );
}
