// The verse timeline (issue 15): the Bible reader's 'discussed in' badge and the episode page's
// 'Verses in this episode' both open the player at the moment the episode names the verse.
import { expect, type Page, test } from '@playwright/test';
import { audioTime, playedSince } from '../support/audio';

const EPISODE = 'parables-1-the-prodigal-son';

/** The moment the index holds for Luke 15:20 in The Prodigal Son, as the API reports it. */
async function mentionTime(page: Page): Promise<number> {
  const res = await page.request.get('/api/verse-mentions/Luke/15');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { verses: { verse: number; mentions: { episode: { id: string }; timeSeconds: number | null }[] }[] };
  const mention = body.verses.find((v) => v.verse === 20)?.mentions.find((m) => m.episode.id === EPISODE);
  expect(mention?.timeSeconds).toBeGreaterThan(0);
  return mention!.timeSeconds!;
}

/**
 * The player lands at the moment (not the start, nor the next mention): at most what has played since the
 * click later, however long a busy machine took to handle it.
 */
async function expectLandedAt(page: Page, at: number, clickedAt: number) {
  await expect.poll(() => audioTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(at);
  expect(await audioTime(page)).toBeLessThan(at + playedSince(clickedAt) + 1);
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

test.describe('verse timeline (issue 15)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the Bible reader badge opens the player at the moment the episode discusses the verse', async ({ page }) => {
    const at = await mentionTime(page);
    await page.goto('/bible/WEB/Luke/15');
    const badge = page.locator('[data-testid="verse-mention-badge"][data-verse="20"]');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAccessibleName('Luke 15:20: discussed in 1 episode');
    // A passage is badged at its first verse only: Luke 15:11-32 at 11, nothing at 21.
    await expect(page.locator('[data-testid="verse-mention-badge"][data-verse="11"]')).toBeVisible();
    await expect(page.locator('[data-testid="verse-mention-badge"][data-verse="21"]')).toHaveCount(0);

    await badge.click();
    const entry = page.getByRole('menuitem', { name: `Discussed in Parables of Grace · The Prodigal Son at ${clock(at)}` });
    await expect(entry).toBeVisible();
    const clickedAt = Date.now();
    await entry.click();

    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player.getByTestId('player-title')).toHaveText('The Prodigal Son');
    await expectLandedAt(page, at, clickedAt);
    // Still on the reader: the verse stays where the listener was.
    await expect(page).toHaveURL(/\/bible\/WEB\/Luke\/15/);
  });

  test("the episode page lists the episode's verses in time and jumps to one", async ({ page }) => {
    const at = await mentionTime(page);
    await page.goto(`/episodes/${EPISODE}`);
    const timeline = page.getByTestId('verse-timeline');
    await expect(timeline).toBeVisible();
    await expect(timeline.getByRole('listitem')).toHaveCount(6);
    await expect(timeline.getByRole('listitem').first()).toContainText('Luke 15:11-32');
    const clickedAt = Date.now();
    await timeline.getByRole('button', { name: `Play from ${clock(at)}: Luke 15:20` }).click();
    await expect(page.getByRole('region', { name: 'Audio player' }).getByTestId('player-title')).toHaveText('The Prodigal Son');
    await expectLandedAt(page, at, clickedAt);
    // The passage links into the reader at its verse.
    await timeline.getByRole('link', { name: 'Luke 15:20', exact: true }).click();
    await expect(page).toHaveURL(/\/bible\/[A-Z]+\/Luke\/15\?highlight=20/);
  });
});
