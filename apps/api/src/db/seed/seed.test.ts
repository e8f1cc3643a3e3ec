import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedIfEmpty } from '.';
import { bibleCrossReferences, bibleTranslations, canonicalBibleElements, podcastEpisodes, podcasts, podcastSeriesConfig } from '../schema';

const t = await createTestApp();
const { db } = t.database;

describe('first-start seed', () => {
  it('imports every verse of the three translations, WEB being the visible default', async () => {
    const rows = await db
      .select({ translation: canonicalBibleElements.translation, n: count() })
      .from(canonicalBibleElements)
      .groupBy(canonicalBibleElements.translation);
    expect(Object.fromEntries(rows.map((r) => [r.translation, r.n]))).toEqual({ WEB: 31098, KJV: 31102, ASV: 31102 });
    const [def] = await db.select().from(bibleTranslations).where(eq(bibleTranslations.isDefault, true));
    expect(def).toMatchObject({ id: 'WEB', visible: true });
  });

  it('imports the cross references', async () => {
    const [row] = await db.select({ n: count() }).from(bibleCrossReferences);
    expect(row!.n).toBeGreaterThan(380_000);
  });

  it('seeds the demo catalog with playable audio URLs', async () => {
    const [p] = await db.select({ n: count() }).from(podcasts);
    const [s] = await db.select({ n: count() }).from(podcastSeriesConfig);
    expect(p!.n).toBeGreaterThanOrEqual(2);
    expect(s!.n).toBe(3);
    const episodes = await db.select({ audioUrl: podcastEpisodes.audioUrl }).from(podcastEpisodes);
    for (const e of episodes) expect(e.audioUrl).toMatch(/^\/media\/demo\/audio\/.+\.mp3$/);
    const res = await t.request(episodes[0]!.audioUrl!, { headers: { Range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
  });

  it('does nothing on a later start (the data is reused, not duplicated)', async () => {
    await seedIfEmpty({ db, env: t.env, logger: t.deps.logger });
    const [row] = await db.select({ n: count() }).from(canonicalBibleElements);
    expect(row!.n).toBe(31098 + 31102 + 31102);
    const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(podcasts);
    expect(p!.n).toBeGreaterThanOrEqual(2);
  });
});
