// Catalog journeys (issue 5): podcasts → podcast → episode, a series page with progress, and an admin
// editing a series. Each test makes its own users and data, so they can run in parallel.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { grantAdmin, signUpAndVerify } from '../support/accounts';

// Pages wait on the API, which shares a busy machine with password hashing in parallel tests.
const expect = baseExpect.configure({ timeout: 15_000 });
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/api/src/features/podcasts/feeds/fixtures');

async function signInAsAdmin(page: Page) {
  const account = await signUpAndVerify(page, { firstName: 'Ada' });
  await grantAdmin(account.email);
  return account;
}

/** A podcast of its own for one test (imported from a fixture feed, then hidden so visitors never see it). */
async function privatePodcast(page: Page) {
  const name = `E2E Podcast ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const buffer = await fs.readFile(path.join(FIXTURES, 'itunes.xml'));
  const res = await page.request.post('/api/podcasts/import', {
    multipart: { file: { name: 'feed.xml', mimeType: 'application/rss+xml', buffer }, podcastName: name },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { podcast } = (await res.json()) as { podcast: { id: string; slug: string } };
  const detail = (await (await page.request.get(`/api/podcasts/${encodeURIComponent(podcast.slug)}`)).json()) as {
    podcast: Record<string, unknown> & { internalName: string };
  };
  const { name: n, internalName, description, author, artworkUrl, podcastOrder, feedUrl } = detail.podcast;
  const hidden = await page.request.patch(`/api/podcasts/${podcast.id}`, {
    data: { name: n, internalName, description, author, artworkUrl, podcastOrder, feedUrl, status: 'hidden' },
  });
  expect(hidden.ok(), await hidden.text()).toBe(true);
  return { ...podcast, name };
}

test.describe('catalog (SPEC §2 podcasts, series, episodes)', () => {
  // Sign-ups hash passwords and several pages load in one test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a visitor goes from /podcasts to a podcast to an episode and plays it', async ({ page }) => {
    await page.goto('/podcasts');
    const cards = page.getByTestId('podcast-card');
    await expect(cards.filter({ hasText: 'Grace Notes (Demo)' })).toHaveCount(1);
    // SPEC §6: hidden podcasts are not listed for visitors.
    await expect(page.getByText('Quiet Hours (Demo)')).toHaveCount(0);
    await expect(cards.first()).toContainText('Latest episode');

    await cards.filter({ hasText: 'The Daily Scroll (Demo)' }).getByRole('link', { name: 'View podcast' }).click();
    // SPEC §2: the standalone-episodes link is the name lowercased with spaces turned into hyphens.
    await expect(page).toHaveURL(/\/podcasts\/the-daily-scroll-\(demo\)$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Daily Scroll (Demo)' })).toBeVisible();
    await expect(page.getByTestId('series-card').filter({ hasText: 'Psalms for the Weary' })).toBeVisible();

    await page.getByTestId('standalone-episodes').getByRole('link', { name: 'For God So Loved the World' }).click();
    await expect(page).toHaveURL(/\/episodes\/daily-scroll-for-god-so-loved$/);
    await expect(page.getByRole('heading', { level: 1, name: 'For God So Loved the World' })).toBeVisible();
    // SPEC §5: ==text== renders as a highlighted mark.
    await expect(page.getByTestId('section-summary').locator('mark')).toHaveText("God's love comes before our response");
    await expect(page.getByTestId('section-outline').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('discussion-questions').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByTestId('chapters').getByRole('listitem')).toHaveCount(4);
    // A standalone episode has no series that permits the full transcript: snippets only.
    await expect(page.getByTestId('transcript')).toHaveAttribute('data-mode', 'snippets');

    await page.getByTestId('play-episode').click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player.getByTestId('player-title')).toHaveText('For God So Loved the World');
    await expect.poll(() => page.getByTestId('audio-element').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  });

  test('Start listening opens the latest episode, and an unknown podcast says so', async ({ page }) => {
    await page.goto('/podcasts/grace-notes-(demo)');
    await page.getByTestId('podcast-listen').click();
    await expect(page).toHaveURL(/\/episodes\/parables-4-the-workers-in-the-vineyard$/);
    await page.goto('/podcasts/quiet-hours-(demo)');
    await expect(page.getByTestId('catalog-not-found')).toBeVisible();
  });

  test('episodes are searchable by title', async ({ page }) => {
    await page.goto('/episodes');
    await expect(page.getByTestId('episode-count')).toHaveText(/^\d+ episodes$/);
    await page.getByRole('searchbox', { name: 'Search episode titles' }).fill('samaritan');
    await expect(page).toHaveURL(/\/episodes\?q=samaritan$/);
    await expect(page.getByTestId('episode-row')).toHaveCount(1);
    await expect(page.getByTestId('episode-row')).toContainText('The Good Samaritan');
  });

  test('a series page lists episodes in order with each one’s progress for a signed-in listener', async ({ page }) => {
    await page.goto('/series/parables-of-grace');
    const rows = page.getByTestId('series-episodes').getByTestId('episode-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('The Prodigal Son');
    await expect(page.getByText('Sign in to track your progress')).toBeVisible();
    await expect(page.getByTestId('progress-mark')).toHaveCount(0);

    await signUpAndVerify(page, { firstName: 'Lois' });
    for (const [episodeId, progress] of [
      ['parables-1-the-prodigal-son', 100],
      ['parables-2-the-lost-sheep-and-coin', 40],
    ] as const) {
      // The server caps progress at the reported position, so report one past the end.
      const res = await page.request.put(`/api/progress/${episodeId}`, { data: { progress, positionSeconds: 36_000 } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await page.goto('/series/parables-of-grace');
    const marks = page.getByTestId('progress-mark');
    await expect(marks).toHaveCount(4);
    // SPEC §4: complete at 90 or more, in progress below, not started when empty.
    await expect(marks.nth(0)).toHaveAttribute('data-state', 'complete');
    await expect(marks.nth(1)).toHaveAttribute('data-state', 'in_progress');
    await expect(marks.nth(2)).toHaveAttribute('data-state', 'not_started');

    // The episode link carries the series (?fromSeries) so its page links back to it.
    await rows.nth(1).getByRole('link', { name: 'The Lost Sheep and the Lost Coin' }).click();
    await expect(page.getByTestId('back-link')).toHaveText('Back to Parables of Grace');
  });

  test('an admin adds a podcast by uploading its feed, and hides it from the edit page', async ({ page, request }) => {
    await signInAsAdmin(page);
    await page.goto('/podcasts');
    await page.getByTestId('add-podcast').click();
    await page.getByRole('tab', { name: 'Upload file' }).click();
    await page.getByLabel('Feed file (XML, up to 10 MB)').setInputFiles(path.join(FIXTURES, 'itunes.xml'));
    await page.getByTestId('import-submit').click();
    await expect(page.getByText(/^(Added|Updated) Fixture Gospel Hour$/)).toBeVisible();
    await expect(page).toHaveURL(/\/podcasts\/fixture-gospel-hour$/);
    await expect(page.getByTestId('standalone-episodes').getByTestId('episode-row')).toHaveCount(3);

    await page.getByTestId('edit-podcast').click();
    await page.getByTestId('podcast-status').click();
    await page.getByRole('option', { name: 'Hidden: admins only' }).click();
    await page.getByTestId('save-podcast').click();
    await expect(page.getByText('Podcast saved')).toBeVisible();
    // `request` carries no session: it asks as a visitor would.
    await expect.poll(async () => (await request.get('/api/podcasts/fixture-gospel-hour')).status()).toBe(404);
  });

  test('an admin edits a series: details, episodes and a recap, with a success toast', async ({ page }) => {
    await signInAsAdmin(page);
    const podcast = await privatePodcast(page);
    const options = (await (await page.request.get(`/api/podcasts/${podcast.id}/episode-options`)).json()) as { episodes: { id: string; title: string }[] };
    const first = options.episodes.find((e) => e.title === 'Trailer')!;
    const prefix = `E2E${Date.now()}`;
    const created = await page.request.post('/api/series', {
      data: { name: `Gospel Picks ${prefix}`, seriesPrefix: prefix, podcastId: podcast.id, episodeIds: [first.id] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/series/${id}`);
    await page.getByTestId('edit-series').click();
    await expect(page).toHaveURL(new RegExp(`/series/${id}/edit$`));
    await page.getByLabel('Description (markdown)').fill('Two short episodes to ==begin== with.');
    await page.getByLabel('End date (empty: still running)').fill('2030-01-31');
    await page.getByTestId('episode-picker').getByRole('checkbox', { name: /Mark 1: The Beginning/ }).check();
    await expect(page.getByTestId('picked-count')).toHaveText('2 of 3 selected');
    await page.getByRole('button', { name: 'Add recap' }).click();
    await page.getByLabel('Recap 1 title').fill('What we heard');
    await page.getByLabel('Text (markdown)').fill('Love comes **first**.');
    await page.getByTestId('save-series').click();

    await expect(page.getByText('Series saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/series/${id}$`));
    await expect(page.locator('mark', { hasText: 'begin' })).toBeVisible();
    const rows = page.getByTestId('series-episodes').getByTestId('episode-row');
    // In publication order: the trailer (1 Jan) before Mark 1 (8 Jan).
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Trailer');
    await expect(page.getByRole('link', { name: 'What we heard' })).toBeVisible();

    // A server-side refusal (a prefix another series uses) comes back as an error toast.
    await page.getByTestId('edit-series').click();
    await page.getByLabel('Prefix').fill('PSW');
    await page.getByTestId('save-series').click();
    await expect(page.getByText('Could not save the series')).toBeVisible();
  });

  test('a signed-in non-admin is sent away from the edit pages', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Noah' });
    await page.goto('/series/parables-of-grace/edit');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/series/parables-of-grace');
    await expect(page.getByTestId('edit-series')).toHaveCount(0);
  });
});
