// Catalogue answers kept in memory (the episode page) are forgotten at every catalogue change, whoever makes
// it, and are not kept while the process cannot hear of changes (issue 13).
import { type DashboardResponse, episodeDetailResponse, seriesDetailResponse } from '@rooted/shared';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { statementsDuring } from '../../test/statements';
import { createTestApp } from '../../test/test-app';
import { catalogCache, watchCatalogChanges } from './catalog-changes';

const t = await createTestApp();
const url = t.database.pool.options.connectionString!;
const admin = await createSignedInUser(t, { admin: true });
const changes = await watchCatalogChanges({ db: t.deps.db, url });
// Another instance, or psql: its own connection to the same database.
const other = new pg.Client({ connectionString: url });
await other.connect();
afterAll(async () => {
  await changes.stop();
  await other.end();
});

const EPISODE = 'parables-1-the-prodigal-son';
const HIDDEN = 'quiet-hours-an-evening-examen';

async function summaryOf(id: string, cookie?: string) {
  const res = await t.request(`/api/episodes/${id}`, { cookie });
  expect(res.status).toBe(200);
  return episodeDetailResponse.parse(await res.json()).episode.summary;
}

/** A write no trigger sees (as if its notice were lost): shows whether an answer comes from memory. */
async function silently(statement: string, values: unknown[] = []) {
  await other.query('BEGIN');
  await other.query('SET LOCAL session_replication_role = replica');
  await other.query(statement, values);
  await other.query('COMMIT');
}
const silentSummary = (id: string, summary: string) =>
  silently('UPDATE podcast_episodes SET summary = $2 WHERE id = $1', [id, summary]);

const heardAfter = async (generation: number) =>
  vi.waitFor(() => expect(changes.generation).toBeGreaterThan(generation), { timeout: 5_000 });

describe('the episode page is kept in memory until the catalogue changes', () => {
  it('answers a repeat read from memory', async () => {
    expect(changes.live).toBe(true);
    const before = await summaryOf(EPISODE);
    await silentSummary(EPISODE, 'Changed behind the notices');
    const { result, statements } = await statementsDuring(t.deps.pool, () => summaryOf(EPISODE));
    expect(result).toBe(before);
    expect(statements).toEqual([]);
  });

  it('forgets it when another connection changes an episode', async () => {
    const generation = changes.generation;
    await other.query('UPDATE podcast_episodes SET summary = $2 WHERE id = $1', [
      EPISODE,
      'Changed by another instance',
    ]);
    await heardAfter(generation);
    expect(await summaryOf(EPISODE)).toBe('Changed by another instance');
  });

  it("shows an admin's edit on the next read", async () => {
    await summaryOf(EPISODE);
    const generation = changes.generation;
    const res = await t.request(`/api/episodes/${EPISODE}`, {
      method: 'PATCH',
      json: { summary: 'Edited by an admin' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    await heardAfter(generation);
    expect(await summaryOf(EPISODE)).toBe('Edited by an admin');
  });

  it('hears a change to each table the page is built from', async () => {
    const writes = [
      `UPDATE podcasts SET name = name WHERE slug IS NOT NULL`,
      `UPDATE podcast_episodes SET title = title WHERE id = '${EPISODE}'`,
      `UPDATE episode_transcript_segments SET text = text WHERE episode_id = '${EPISODE}'`,
      `UPDATE podcast_series_config SET name = name WHERE id = 'parables-of-grace'`,
      `DELETE FROM series_episodes WHERE false`,
      `UPDATE recaps SET title = title WHERE false`,
    ];
    for (const write of writes) {
      const generation = changes.generation;
      await other.query(write);
      await heardAfter(generation);
    }
  });

  it('never keeps a page the public may not see', async () => {
    expect((await t.request(`/api/episodes/${HIDDEN}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(`/api/episodes/${HIDDEN}`)).status).toBe(404);
  });

  it('reads from the database while the notices are lost, and keeps again once they are back', async () => {
    await summaryOf(EPISODE);
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN rooted_catalog' AND datname = current_database()`,
    );
    await vi.waitFor(() => expect(changes.live).toBe(false), { timeout: 5_000 });
    await silentSummary(EPISODE, 'Changed while not listening');
    expect(await summaryOf(EPISODE)).toBe('Changed while not listening');

    await vi.waitFor(() => expect(changes.live).toBe(true), { timeout: 5_000 });
    await summaryOf(EPISODE);
    await silentSummary(EPISODE, 'Changed behind the notices again');
    expect(await summaryOf(EPISODE)).toBe('Changed while not listening');
  });
});

describe("the dashboard's card keeps its series in memory and reads the user's progress every time", () => {
  it('shows new progress at once, and catalogue changes once heard', async () => {
    const user = await createSignedInUser(t);
    const listen = (episodeId: string) =>
      t.request(`/api/progress/${episodeId}`, {
        method: 'PUT',
        json: { progress: 100, positionSeconds: 50 },
        cookie: user.cookie,
      });
    const card = async () => {
      const res = await t.request('/api/dashboard?timeZone=UTC', { cookie: user.cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as DashboardResponse).latest!;
    };
    const continueListening = async () =>
      (
        (await (
          await t.request('/api/continue-listening/series/letters-from-prison', { cookie: user.cookie })
        ).json()) as { card: unknown }
      ).card;

    await listen('letters-1-saved-by-grace');
    expect(await card()).toMatchObject({ seriesId: 'letters-from-prison', completedCount: 1 });
    await listen('letters-2-joy-in-chains');
    const shown = await card();
    expect(shown).toMatchObject({
      completedCount: 2,
      targetEpisode: { id: 'letters-3-the-peace-that-guards' },
    });
    // The same card the Continue Listening endpoint builds from one statement.
    expect(shown).toEqual(await continueListening());
    // Only the session check and the dashboard's own statement: the series is not read again.
    const { statements } = await statementsDuring(t.deps.pool, card);
    expect(statements.join(' ')).not.toMatch(/continuation_series_card/);
    expect(statements.join(' ')).toMatch(/dashboard_summary/);

    // The series comes from memory: a change no notice tells of is not shown, one that is heard is.
    const title = shown.targetEpisode!.title;
    await silently(
      `UPDATE podcast_episodes SET title = 'Unheard' WHERE id = 'letters-3-the-peace-that-guards'`,
    );
    expect((await card()).targetEpisode?.title).toBe(title);
    const generation = changes.generation;
    await other.query(
      `UPDATE podcast_episodes SET title = 'Heard' WHERE id = 'letters-3-the-peace-that-guards'`,
    );
    await heardAfter(generation);
    expect((await card()).targetEpisode?.title).toBe('Heard');
  });
  it("keeps the home topics and the last podcast's names, and shows a heard change to either", async () => {
    const user = await createSignedInUser(t);
    await t.request('/api/progress/letters-1-saved-by-grace', {
      method: 'PUT',
      json: { progress: 30, positionSeconds: 20 },
      cookie: user.cookie,
    });
    const dashboard = async () =>
      (await (
        await t.request('/api/dashboard?timeZone=UTC', { cookie: user.cookie })
      ).json()) as DashboardResponse;
    const first = await dashboard();
    const topic = first.topics[0]!;
    const podcastName = first.userState.lastPodcastName!;
    expect(podcastName).toBeTruthy();

    // Only the session check and the user's own statement: topics and podcast names come from memory.
    const { statements } = await statementsDuring(t.deps.pool, dashboard);
    expect(statements.join(' ')).not.toMatch(/dashboard_home_topics|dashboard_episode_podcast/);

    await silently(`UPDATE topics SET short_description = 'Unheard' WHERE id = $1`, [topic.id]);
    await silently(`UPDATE podcasts SET name = 'Unheard' WHERE name = $1`, [podcastName]);
    const unheard = await dashboard();
    expect(unheard.topics[0]).toEqual(topic);
    expect(unheard.userState.lastPodcastName).toBe(podcastName);

    const generation = changes.generation;
    await other.query(`UPDATE topics SET short_description = 'Heard' WHERE id = $1`, [topic.id]);
    await heardAfter(generation);
    const heard = await dashboard();
    expect(heard.topics[0]).toEqual({ ...topic, shortDescription: 'Heard' });
    expect(heard.userState.lastPodcastName).toBe('Unheard');
    await other.query(`UPDATE podcasts SET name = $1 WHERE name = 'Unheard'`, [podcastName]);
  });
});

describe("the series page keeps its catalogue part in memory and reads the viewer's progress every time", () => {
  const SERIES = 'parables-of-grace';
  const page = async (cookie?: string) => {
    const res = await t.request(`/api/series/${SERIES}`, { cookie });
    expect(res.status).toBe(200);
    return seriesDetailResponse.parse(await res.json());
  };

  it('shows new progress at once, and catalogue changes once heard', async () => {
    const user = await createSignedInUser(t);
    // Read once (and kept) before the user has any progress.
    expect((await page(user.cookie)).episodes.map((e) => e.progressState)).toEqual(
      Array(4).fill('not_started'),
    );
    const saved = await t.request(`/api/progress/${EPISODE}`, {
      method: 'PUT',
      json: { progress: 45, positionSeconds: 50 },
      cookie: user.cookie,
    });
    expect(saved.status).toBe(200);
    const { statements, result } = await statementsDuring(t.deps.pool, () => page(user.cookie));
    expect(result.episodes[0]).toMatchObject({ id: EPISODE, progress: 45, progressState: 'in_progress' });
    // The session check and the viewer's progress: the series is not read again.
    expect(statements.join(' ')).toMatch(/series_page_progress/);
    expect(statements.join(' ')).not.toMatch(/\bseries_page\b/);
    // A visitor's page is answered from memory alone.
    expect((await statementsDuring(t.deps.pool, () => page())).statements).toEqual([]);
    expect((await page()).episodes[0]).toMatchObject({ progress: null, progressState: null });

    const before = result.series.name;
    await silently(`UPDATE podcast_series_config SET name = 'Unheard' WHERE id = '${SERIES}'`);
    expect((await page(user.cookie)).series.name).toBe(before);
    const generation = changes.generation;
    await other.query(`UPDATE recaps SET title = 'A heard recap' WHERE series_prefix = 'POG'`);
    await heardAfter(generation);
    const shown = await page(user.cookie);
    expect(shown.series.name).toBe('Unheard');
    expect(shown.recaps.map((r) => r.title)).toEqual(['A heard recap']);
    expect(shown.episodes[0]).toMatchObject({ progress: 45, progressState: 'in_progress' });
  });

  it("answers 404 to the public once the series' podcast is hidden, and the page to an admin", async () => {
    await page();
    const setStatus = async (status: string) => {
      const generation = changes.generation;
      await other.query(
        `UPDATE podcasts SET status = $2 WHERE id = (SELECT podcast_id FROM podcast_series_config WHERE id = $1)`,
        [SERIES, status],
      );
      await heardAfter(generation);
    };
    await setStatus('hidden');
    try {
      expect((await t.request(`/api/series/${SERIES}`)).status).toBe(404);
      expect((await t.request(`/api/series/${SERIES}`, { cookie: admin.cookie })).status).toBe(200);
      expect((await t.request(`/api/series/${SERIES}`)).status).toBe(404);
    } finally {
      await setStatus('active');
    }
  });
});

describe('catalogCache', () => {
  const cached = catalogCache<string>(2);
  let reads = 0;
  const read = (answer: string) => async () => {
    reads += 1;
    return answer;
  };

  it('does not keep an answer read while a change arrived: the read may predate it', async () => {
    reads = 0;
    const during = async () => {
      reads += 1;
      const generation = changes.generation;
      await other.query(`UPDATE podcasts SET name = name WHERE false`);
      await heardAfter(generation);
      return 'read during a change';
    };
    await cached(t.deps.db, 'racy', during, () => true);
    expect(await cached(t.deps.db, 'racy', read('read again'), () => true)).toBe('read again');
    expect(reads).toBe(2);
  });

  it('keeps only what `keep` allows, and the most recently read past its cap', async () => {
    reads = 0;
    await cached(t.deps.db, 'refused', read('no'), () => false);
    await cached(t.deps.db, 'refused', read('no'), () => false);
    expect(reads).toBe(2);

    for (const key of ['a', 'b', 'a', 'c']) await cached(t.deps.db, key, read(key), () => true);
    // 'a' and 'c' are kept ('b' was read least recently when 'c' came); 'b' is read again.
    reads = 0;
    for (const key of ['a', 'c', 'b']) await cached(t.deps.db, key, read(key), () => true);
    expect(reads).toBe(1);
  });
});
