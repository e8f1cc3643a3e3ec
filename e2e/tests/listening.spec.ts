// Listening journeys (issue 6): the persistent player, progress saving and the series card.
import { expect, type Page, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';
import { audioState, playedSince } from '../support/audio';

const SERIES = 'letters-from-prison';

/** A signed-in listener subscribed to Letters from Prison, on the dashboard with its card. */
async function listenerOnDashboard(page: Page) {
  await signUpAndVerify(page, { firstName: 'Lydia' });
  const res = await page.request.put(`/api/subscriptions/${SERIES}`);
  expect(res.status()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hello, Lydia!' })).toBeVisible();
  const card = page.getByTestId('continue-listening-card');
  await expect(card).toBeVisible({ timeout: 15_000 });
  return card;
}

test.describe('listening (SPEC §2 Player, §4 Audio and progress)', () => {
  // Signing up (password hashing) and real playback take longer than a click-through.
  test.describe.configure({ timeout: 90_000 });

  test('play an episode, skip forward 30 s, change speed, and keep playing across pages', async ({
    page,
  }) => {
    const card = await listenerOnDashboard(page);
    await card.getByRole('button', { name: 'Start the Series' }).click();

    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player).toBeVisible();
    await expect(player.getByTestId('player-title')).toHaveText('Saved by Grace');
    // Playing expands the player (SPEC §4).
    await expect(player).toHaveAttribute('data-expanded', 'true');
    await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);
    // Media Session: the lock screen and media keys show the episode and its podcast.
    expect(
      await page.evaluate(() => ({
        title: navigator.mediaSession.metadata?.title,
        artist: navigator.mediaSession.metadata?.artist,
      })),
    ).toEqual({
      title: 'Saved by Grace',
      artist: 'The Daily Scroll (Demo)',
    });

    const before = (await audioState(page)).time;
    const readBefore = Date.now();
    await player.getByRole('button', { name: 'Skip forward 30 seconds' }).click();
    expect((await audioState(page)).time).toBeGreaterThanOrEqual(before + 29);
    // Back twice, which also leaves time to play on at 1.5x across the page change below.
    await player.getByRole('button', { name: 'Skip back 10 seconds' }).click();
    await player.getByRole('button', { name: 'Skip back 10 seconds' }).click();
    const back = (await audioState(page)).time;
    expect(back).toBeGreaterThanOrEqual(before + 9);
    // +30 −10 −10, plus what has played at 1x while the three clicks went through on a busy machine.
    expect(back).toBeLessThan(before + 10 + playedSince(readBefore) + 1);

    await player.getByRole('combobox', { name: 'Playback speed' }).click();
    await page.getByRole('option', { name: '1.5x' }).click();
    await expect.poll(async () => (await audioState(page)).rate).toBe(1.5);
    await expect(player.getByRole('combobox', { name: 'Playback speed' })).toHaveText('1.5x');

    // Another page: the same audio keeps playing, same episode, same speed.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Bible', exact: true })
      .click();
    await expect(page).toHaveURL(/\/bible/);
    const onBible = (await audioState(page)).time;
    await expect
      .poll(async () => (await audioState(page)).time, { timeout: 5_000 })
      .toBeGreaterThan(onBible + 0.3);
    expect(await audioState(page)).toMatchObject({ paused: false, rate: 1.5 });
    await expect(player.getByTestId('player-title')).toHaveText('Saved by Grace');

    // Keyboard: space toggles play when no input has focus.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    // Arrow keys seek: left goes back 10 s.
    const beforeArrow = (await audioState(page)).time;
    const readBeforeArrow = Date.now();
    await page.keyboard.press('ArrowLeft');
    // −10 s, plus what has played since at 1.5x on a busy machine.
    expect((await audioState(page)).time).toBeLessThan(beforeArrow - 10 + playedSince(readBeforeArrow, 1.5) + 1);

    // Closing pauses and collapses the player (SPEC §4).
    await player.getByRole('button', { name: 'Close player' }).click();
    await expect(player).toHaveAttribute('data-expanded', 'false');
    expect((await audioState(page)).paused).toBe(true);
  });

  test("listening to the end changes the series card from 'Start the Series' to 'Continue the Series'", async ({
    page,
  }) => {
    const card = await listenerOnDashboard(page);
    await expect(card.getByTestId('continue-count')).toHaveText('0/4 episodes');
    await card.getByRole('button', { name: 'Start the Series' }).click();

    const player = page.getByRole('region', { name: 'Audio player' });
    await expect.poll(async () => (await audioState(page)).duration, { timeout: 10_000 }).toBeGreaterThan(10);
    // Jump close to the end with the seek bar, then let it play out.
    const { duration } = await audioState(page);
    await player.getByRole('slider', { name: 'Seek' }).fill(String(Math.floor(duration - 2)));
    await expect.poll(async () => (await audioState(page)).ended, { timeout: 15_000 }).toBe(true);

    // The saved 100% refreshes the card: the next episode, now 'Continue the Series'.
    await expect(card.getByRole('button', { name: 'Continue the Series' })).toBeVisible({ timeout: 10_000 });
    await expect(card.getByRole('heading', { name: 'Joy in Chains' })).toBeVisible();
    await expect(card.getByTestId('continue-count')).toHaveText('1/4 episodes');
    await expect(page.getByTestId('streak-listening')).toContainText('1 day');

    // The series page's card agrees.
    await card.getByRole('link', { name: 'View Series' }).click();
    await expect(page).toHaveURL(/\/series\/letters-from-prison$/);
    const seriesCard = page.getByTestId('continue-listening-card');
    await expect(seriesCard.getByRole('button', { name: 'Continue the Series' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(seriesCard.getByTestId('continue-count')).toHaveText('1/4 episodes');

    // And the server has it: a reload shows the same.
    await page.reload();
    await expect(
      page.getByTestId('continue-listening-card').getByRole('button', { name: 'Continue the Series' }),
    ).toBeVisible({ timeout: 10_000 });
  });

  test('the player works at 375 px with labelled controls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const card = await listenerOnDashboard(page);
    await card.getByRole('button', { name: 'Start the Series' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    for (const name of [
      'Skip back 10 seconds',
      'Pause',
      'Skip forward 30 seconds',
      'Minimise player',
      'Close player',
    ]) {
      await expect(player.getByRole('button', { name })).toBeVisible();
    }
    await expect(player.getByRole('slider', { name: 'Seek' })).toBeVisible();
    await expect(player.getByRole('combobox', { name: 'Playback speed' })).toBeVisible();
    const box = await player.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    // Minimised, it still offers play/pause and a way back.
    await player.getByRole('button', { name: 'Minimise player' }).click();
    await expect(player.getByRole('button', { name: 'Expand player' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('a failed save retries on 401 three times with backoff, then shows the SPEC §8 message', async ({
    page,
  }) => {
    const card = await listenerOnDashboard(page);
    const attempts: { at: number; body: string }[] = [];
    await page.route('**/api/progress/**', (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      attempts.push({ at: Date.now(), body: route.request().postData() ?? '' });
      return route.fulfill({
        status: 401,
        json: { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
      });
    });
    await card.getByRole('button', { name: 'Start the Series' }).click();
    await expect.poll(async () => (await audioState(page)).duration, { timeout: 10_000 }).toBeGreaterThan(10);
    // Pausing saves the position; the first save is the only one in flight.
    await page.getByRole('region', { name: 'Audio player' }).getByRole('slider', { name: 'Seek' }).fill('20');
    await page.getByRole('region', { name: 'Audio player' }).getByRole('button', { name: 'Pause' }).click();

    const toast = page.getByRole('listitem').filter({ hasText: 'Authentication Error' });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText('Please refresh the page and try again.');
    // One try plus three retries of the same save, about 1 s, 2 s and 4 s apart.
    const first = attempts.filter((a) => a.body === attempts[0]!.body).map((a) => a.at);
    expect(first).toHaveLength(4);
    const gaps = first.slice(1).map((t, i) => t - first[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(gaps[2]).toBeGreaterThanOrEqual(3900);
  });

  test('any other save failure shows Error Saving Progress without retrying', async ({ page }) => {
    const card = await listenerOnDashboard(page);
    let attempts = 0;
    await page.route('**/api/progress/**', (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      attempts += 1;
      return route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } });
    });
    await card.getByRole('button', { name: 'Start the Series' }).click();
    await expect.poll(async () => (await audioState(page)).duration, { timeout: 10_000 }).toBeGreaterThan(10);
    await page.getByRole('region', { name: 'Audio player' }).getByRole('slider', { name: 'Seek' }).fill('20');
    const toast = page.getByRole('listitem').filter({ hasText: 'Error Saving Progress' });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast).toContainText('There was a problem saving your progress. Please try again.');
    // No retries for other errors, and listening does not hammer a failing server.
    await page.waitForTimeout(2_000);
    expect(attempts).toBe(1);
  });

  test('the episode page plays, resumes where the listener stopped, and resets progress', async ({
    page,
  }) => {
    await signUpAndVerify(page, { firstName: 'Hannah' });
    const episodeUrl = '/episodes/psalms-2-why-so-downcast';
    await page.goto(episodeUrl);
    await page.getByRole('button', { name: 'Play episode' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player.getByTestId('player-title')).toHaveText('Why So Downcast, My Soul?');
    await expect.poll(async () => (await audioState(page)).duration, { timeout: 10_000 }).toBeGreaterThan(10);

    await player.getByRole('slider', { name: 'Seek' }).fill('30');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/progress/') && r.request().method() === 'PUT' && r.ok(),
    );
    await player.getByRole('button', { name: 'Pause' }).click();
    await saved;
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/progress/psalms-2-why-so-downcast')).json()) as {
              progress: { positionSeconds: number } | null;
            }
          ).progress?.positionSeconds,
      )
      .toBeGreaterThanOrEqual(29);

    // A fresh page (no memory in the tab): playing again resumes from the saved position.
    await page.reload();
    await page.getByRole('button', { name: 'Play episode' }).click();
    await expect
      .poll(async () => (await audioState(page)).time, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(29);

    await player.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Reset progress' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Progress reset' })).toBeVisible();
    const after = await (await page.request.get('/api/progress/psalms-2-why-so-downcast')).json();
    expect(after).toEqual({ progress: null });
  });
});
