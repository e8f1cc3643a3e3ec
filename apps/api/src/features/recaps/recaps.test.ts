// Recaps (issue 9): a series recap with its markdown body, key verses and the series' episodes.
import type { RecapDetailResponse } from '@rooted/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = (path: string) => t.request(path);

describe('recaps API', () => {
  it('shows a recap with its body, series, key verses and the episodes in publication order', async () => {
    const res = await get('/api/recaps/recap-psalms-for-the-weary');
    expect(res.status).toBe(200);
    const body = (await res.json()) as RecapDetailResponse;
    expect(body.recap.title).toBe('Psalms for the Weary: Series Recap');
    expect(body.recap.body).toContain('## What we read');
    expect(body.series).toEqual({ id: 'psalms-for-the-weary', name: 'Psalms for the Weary' });
    expect(body.keyVerses.map((v) => v.reference)).toEqual([
      'Psalms 23:1',
      'Psalms 42:5',
      'Psalms 46:10',
      'Psalms 121:2',
      'Psalms 139:14',
    ]);
    expect(body.keyVerses[0]!.text).toMatch(/shepherd/i);
    expect(body.episodes.map((e) => e.id)).toEqual([
      'psalms-1-the-lord-is-my-shepherd',
      'psalms-2-why-so-downcast',
      'psalms-3-be-still-and-know',
      'psalms-4-i-lift-up-my-eyes',
      'psalms-5-known-and-loved',
    ]);
  });

  it('404 for an unknown recap', async () => {
    expect((await get('/api/recaps/nope')).status).toBe(404);
  });
});
