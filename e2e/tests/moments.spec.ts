// Moments (issue 15): capture a moment while playing, make a card of the verse it heard, and hear that
// clip again from the study screen; chapters and the sleep timer in the player.
import { expect, type Page, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';
import { audioState, playedSince } from '../support/audio';

// Demo episode with timed transcript and chapters. Its third segment (18.6-30.3 s) reads "Ephesians
// chapter 2 verses 8 and 9 say, it is by grace you have been saved...".
const EPISODE = 'letters-1-saved-by-grace';

async function playEpisodeAt(page: Page, seconds: number) {
  await page.goto(`/episodes/${EPISODE}`);
  await page.getByTestId('play-episode').click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByTestId('player-title')).toHaveText('Saved by Grace');
  await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.2);
  await page.getByTestId('audio-element').evaluate((el: HTMLAudioElement, t) => {
    el.currentTime = t;
  }, seconds);
  return player;
}

test.describe('moments', () => {
  test.describe.configure({ timeout: 90_000 });

  test('capture a moment while playing, make a card from its verse and replay the clip from the study screen', async ({
    page,
  }) => {
    await signUpAndVerify(page, { firstName: 'Priscilla' });
    // At 0:30 the clip is 9.1-53.5 s: whole segments, and it ends before the episode does (54.1 s).
    const player = await playEpisodeAt(page, 30);
    await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(30);

    // B captures (focus is still on a button: B means nothing to a button).
    await page.keyboard.press('b');
    await expect(page.getByText(/^Moment saved at 0:3\d$/)).toBeVisible();

    // The episode page lists it with the words around it and the verse they name.
    const moments = page.getByTestId('episode-moments');
    const moment = moments.getByTestId('moment');
    await expect(moment).toHaveCount(1);
    await expect(moment.getByRole('blockquote')).toContainText('it is by grace you have been saved');

    // The capture button does the same, one tap.
    await player.getByRole('button', { name: 'Capture moment' }).click();
    await expect(moment).toHaveCount(2);
    await moment.last().getByRole('button', { name: /^Delete moment at / }).click();
    await expect(moment).toHaveCount(1);

    // A card from its verse: the flashcard dialog, one confirm.
    await moment.getByRole('button', { name: 'Make a flashcard of Ephesians 2:8-9' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ephesians 2:8-9 as a flashcard' });
    await dialog.getByRole('button', { name: 'Add flashcard' }).click();
    await expect(page.getByText('Added Ephesians 2:8-9 to Memory verses')).toBeVisible({ timeout: 15_000 });
    const clip = await page.request
      .get(`/api/moments?episodeId=${EPISODE}`)
      .then(async (r) => ((await r.json()) as { moments: { clipStartSeconds: number; clipEndSeconds: number }[] }).moments[0]!);

    // Stop listening, then study: after the answer, 'hear it again' plays exactly that clip.
    await player.getByRole('button', { name: 'Pause' }).first().click();
    await page.goto('/flashcards/study');
    await expect(page.getByTestId('study-card')).toContainText('Ephesians 2:8-9');
    await expect(page.getByTestId('hear-it-again')).toHaveCount(0); // it would give the answer away
    await page.getByRole('button', { name: 'Show answer' }).click();
    const clickedAt = Date.now();
    await page.getByTestId('hear-it-again').click();
    await expect.poll(async () => (await audioState(page)).paused).toBe(false);
    const started = await audioState(page);
    // At the clip's start (not the beginning, nor where the listener left off at 0:30), plus what has
    // played since the click on a busy machine.
    const sinceClick = playedSince(clickedAt);
    expect(started.time).toBeGreaterThanOrEqual(clip.clipStartSeconds - 0.1);
    expect(started.time).toBeLessThan(clip.clipStartSeconds + sinceClick + 0.5);

    // It stops by itself at the clip's end.
    await page.getByTestId('audio-element').evaluate((el: HTMLAudioElement, t) => {
      el.currentTime = t;
    }, clip.clipEndSeconds - 1);
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 5_000 }).toBe(true);
    const stopped = await audioState(page);
    expect(stopped.time).toBeGreaterThanOrEqual(clip.clipEndSeconds - 0.1);
    expect(stopped.time).toBeLessThan(clip.clipEndSeconds + 1);
    expect(stopped.ended).toBe(false); // stopped by the clip, not by the end of the episode
  });

  test('chapters in the player: the current title, next and previous chapter', async ({ page }) => {
    const player = await playEpisodeAt(page, 1);
    await expect(player.getByTestId('player-chapter')).toContainText('A letter from chains');
    await player.getByRole('button', { name: 'Next chapter' }).click();
    await expect(player.getByTestId('player-chapter')).toContainText('But God');
    await player.getByRole('button', { name: 'Next chapter' }).click();
    await expect(player.getByTestId('player-chapter')).toContainText('Grace as a gift');
    await player.getByRole('button', { name: 'Previous chapter' }).click();
    await expect(player.getByTestId('player-chapter')).toContainText('But God');
    // The episode page's chapter list jumps the player.
    await page.getByTestId('chapters').getByRole('button', { name: /God's handiwork/ }).click();
    await expect(player.getByTestId('player-chapter')).toContainText("God's handiwork");
    await expect(player.getByRole('button', { name: 'Next chapter' })).toBeDisabled();
  });

  test('sleep timer: end of episode fades out and pauses; the time left shows', async ({ page }) => {
    const player = await playEpisodeAt(page, 1);
    await player.getByTestId('sleep-timer').click();
    await page.getByRole('menuitemradio', { name: '15 minutes' }).click();
    await expect(player.getByTestId('sleep-timer')).toHaveAccessibleName(/Sleep timer: 1[45]:\d\d left/);
    await player.getByTestId('sleep-timer').click();
    await page.getByRole('menuitemradio', { name: 'End of episode' }).click();
    // Near the end the volume fades, then the timer ends and the volume is back for next time.
    await page.getByTestId('audio-element').evaluate((el: HTMLAudioElement) => {
      el.currentTime = el.duration - 6;
    });
    await expect.poll(async () => (await audioState(page)).volume, { timeout: 5_000 }).toBeLessThan(0.6);
    await expect.poll(async () => (await audioState(page)).paused, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await audioState(page)).volume).toBe(1);
    await expect(player.getByTestId('sleep-timer')).toHaveAccessibleName('Sleep timer');
  });
});
