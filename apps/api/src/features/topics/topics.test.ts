// Topics (issue 9): the list, a topic with questions, verses and episodes, and premium topics for
// supporters only (SPEC §1).
import type { TopicDetailResponse, TopicSummary } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestUser } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let free: TestUser;
let supporter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  free = await createSignedInUser(t);
  supporter = await createSignedInUser(t, { supporter: true });
});

const get = (path: string, user?: TestUser) => t.request(path, { cookie: user?.cookie });

describe('topics API', () => {
  it('lists every topic by name with its type, image, premium flag and keywords', async () => {
    const res = await get('/api/topics');
    expect(res.status).toBe(200);
    const { topics } = (await res.json()) as { topics: TopicSummary[] };
    expect(topics).toHaveLength(8);
    expect(topics.map((x) => x.name)).toEqual(
      [...topics.map((x) => x.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(topics.filter((x) => x.isPremium)).toHaveLength(3);
    expect(topics.find((x) => x.id === 'grace')).toMatchObject({
      name: 'Grace',
      topicType: 'theme',
      isPremium: false,
      imageUrl: expect.stringContaining('grace'),
    });
    expect(topics.find((x) => x.id === 'grace')!.keywords).toContain('mercy');
  });

  it('shows a free topic to anyone, with questions, verse texts and related episodes', async () => {
    const res = await get('/api/topics/anxiety-and-peace?translation=kjv');
    expect(res.status).toBe(200);
    const body = (await res.json()) as TopicDetailResponse;
    expect(body.topic.questions.length).toBeGreaterThan(0);
    expect(body.topic.description).toBeTruthy();
    const phil = body.verses.find((v) => v.reference === 'Philippians 4:6-7');
    expect(phil).toMatchObject({
      book: 50,
      bookSlug: 'Philippians',
      chapter: 4,
      verseFrom: 6,
      verseTo: 7,
      translation: 'KJV',
    });
    expect(phil!.text).toMatch(/careful for nothing/i);
    expect(body.episodes.length).toBeGreaterThan(0);
    expect(body.episodes[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      podcastName: expect.any(String),
    });
  });

  it('falls back to the default translation for an unknown one', async () => {
    const body = (await (await get('/api/topics/grace?translation=nope')).json()) as TopicDetailResponse;
    expect(body.verses[0]!.translation).toBe('WEB');
  });

  it('keeps premium topics for supporters: 403 supporter_required for visitors and free users', async () => {
    for (const user of [undefined, free]) {
      const res = await get('/api/topics/lament', user);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('supporter_required');
    }
    const res = await get('/api/topics/lament', supporter);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TopicDetailResponse).topic.name).toBe('Lament');
  });

  it('404 for an unknown topic', async () => {
    expect((await get('/api/topics/no-such-topic')).status).toBe(404);
  });
});
