import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_AUDIO_TIMINGS, demoArtworkPath, demoAudioPath, demoTopicImagePath } from './assets.js';
import { DEMO_PODCASTS, DEMO_RECAPS, DEMO_TOPICS, listDemoEpisodes } from './content.js';

const allSeries = DEMO_PODCASTS.flatMap((p) => p.series);
const allEpisodes = listDemoEpisodes().map((e) => e.episode);
// Short references as used in topic verses and recap key verses, e.g. 'Rom 8:28', '1 Pet 5:7', 'Phil 4:6-7'.
const SHORT_REFERENCE = /^(?:[1-3] )?[A-Z][a-z]+ \d+:\d+(?:-\d+)?$/;

describe('demo content', () => {
  it('labels every podcast as demo content and has one hidden podcast with one standalone episode', () => {
    expect(DEMO_PODCASTS.length).toBeGreaterThanOrEqual(2);
    for (const podcast of DEMO_PODCASTS) {
      expect(podcast.name).toMatch(/\(Demo\)$/);
      expect(podcast.description).toContain('Demo content written for Rooted');
      expect(existsSync(demoArtworkPath(podcast.artwork)), podcast.artwork).toBe(true);
    }
    const hidden = DEMO_PODCASTS.filter((p) => p.status === 'hidden');
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.standaloneEpisodes).toHaveLength(1);
    expect(DEMO_PODCASTS.some((p) => p.status === 'active' && p.standaloneEpisodes.length > 0)).toBe(true);
    expect(new Set(DEMO_PODCASTS.map((p) => p.order)).size).toBe(DEMO_PODCASTS.length);
  });

  it('has exactly 3 series of 4-8 episodes: one current, two with end dates, one snippet-only', () => {
    expect(allSeries).toHaveLength(3);
    for (const series of allSeries) {
      expect(series.episodes.length).toBeGreaterThanOrEqual(4);
      expect(series.episodes.length).toBeLessThanOrEqual(8);
    }
    expect(allSeries.filter((s) => s.endDate === null)).toHaveLength(1);
    const ended = allSeries.flatMap((s) => (s.endDate ? [s.endDate] : [])).sort();
    expect(ended).toHaveLength(2);
    expect(ended[0]! < ended[1]!).toBe(true);
    expect(allSeries.some((s) => !s.allowFullTranscript)).toBe(true);
  });

  it('keeps pubdates increasing within each series and inside its date range', () => {
    for (const series of allSeries) {
      const dates = series.episodes.map((e) => e.pubdate);
      for (let i = 1; i < dates.length; i++)
        expect(dates[i]! > dates[i - 1]!, `${series.id} ${dates[i]}`).toBe(true);
      expect(dates[0]! >= series.startDate).toBe(true);
      if (series.endDate) expect(dates.at(-1)! <= series.endDate).toBe(true);
    }
    for (const episode of allEpisodes) expect(Number.isNaN(Date.parse(episode.pubdate))).toBe(false);
  });

  it('uses unique ids and prefixes', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(allEpisodes.map((e) => e.id));
    unique(allSeries.map((s) => s.id));
    unique(allSeries.map((s) => s.prefix));
    unique(DEMO_PODCASTS.map((p) => p.internalName));
    unique(DEMO_TOPICS.map((t) => t.id));
    unique(DEMO_RECAPS.map((r) => r.id));
    for (const id of allEpisodes.map((e) => e.id)) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every episode 3-6 outline points, 3-5 questions, 5-8 transcript segments and a bold summary', () => {
    for (const episode of allEpisodes) {
      expect(episode.outline.length, episode.id).toBeGreaterThanOrEqual(3);
      expect(episode.outline.length, episode.id).toBeLessThanOrEqual(6);
      expect(episode.questions.length, episode.id).toBeGreaterThanOrEqual(3);
      expect(episode.questions.length, episode.id).toBeLessThanOrEqual(5);
      expect(episode.transcript.length, episode.id).toBeGreaterThanOrEqual(5);
      expect(episode.transcript.length, episode.id).toBeLessThanOrEqual(8);
      expect(episode.summary, episode.id).toMatch(/\*\*[^*]+\*\*/);
      expect(episode.reflectionPrompt.length).toBeGreaterThan(0);
    }
    expect(allEpisodes.some((e) => /==[^=]+==/.test(e.summary))).toBe(true);
    expect(allEpisodes.some((e) => /^(?:- |1\. )/m.test(e.summary))).toBe(true);
  });

  it('starts chapters at valid, increasing transcript segments, the first at segment 0', () => {
    for (const episode of allEpisodes) {
      const indexes = episode.chapters.map((c) => c.segmentIndex);
      expect(indexes[0], episode.id).toBe(0);
      for (const [i, index] of indexes.entries()) {
        expect(Number.isInteger(index) && index >= 0 && index < episode.transcript.length, episode.id).toBe(
          true,
        );
        if (i > 0) expect(index > indexes[i - 1]!, episode.id).toBe(true);
      }
    }
  });

  it('has an audio file and matching timings for every episode', () => {
    expect(Object.keys(DEMO_AUDIO_TIMINGS).sort()).toEqual(allEpisodes.map((e) => e.id).sort());
    for (const episode of allEpisodes) {
      const path = demoAudioPath(episode.id);
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(10_000);
      const timing = DEMO_AUDIO_TIMINGS[episode.id]!;
      expect(timing.segments, episode.id).toHaveLength(episode.transcript.length);
      let previousEnd = 0;
      for (const { start, end } of timing.segments) {
        expect(start >= previousEnd && end > start, episode.id).toBe(true);
        previousEnd = end;
      }
      expect(timing.durationSeconds).toBeGreaterThanOrEqual(previousEnd);
    }
  });

  it('has 6-8 topics, some premium, each with an existing image and well-formed verses', () => {
    expect(DEMO_TOPICS.length).toBeGreaterThanOrEqual(6);
    expect(DEMO_TOPICS.length).toBeLessThanOrEqual(8);
    expect(DEMO_TOPICS.some((t) => t.isPremium)).toBe(true);
    expect(DEMO_TOPICS.some((t) => !t.isPremium)).toBe(true);
    for (const topic of DEMO_TOPICS) {
      expect(existsSync(demoTopicImagePath(topic.image)), topic.image).toBe(true);
      expect(topic.questions.length).toBeGreaterThan(0);
      for (const verse of topic.verses) expect(verse).toMatch(SHORT_REFERENCE);
    }
  });

  it('has one recap per series', () => {
    expect(DEMO_RECAPS.map((r) => r.seriesPrefix).sort()).toEqual(allSeries.map((s) => s.prefix).sort());
    for (const recap of DEMO_RECAPS) {
      expect(recap.keyVerses.length).toBeGreaterThan(0);
      for (const verse of recap.keyVerses) expect(verse).toMatch(SHORT_REFERENCE);
    }
  });
});
