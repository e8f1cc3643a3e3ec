// Search journeys (issue 7): keyword search to a highlighted verse, reference jumps, the grounded
// Summary with source chips for a signed-in reader, and the SPEC §8 alerts from the real server.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify, sql } from '../support/accounts';

async function openSearch(page: Page) {
  await page.getByTestId('open-search').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByPlaceholder('Search for anything...')).toBeFocused();
  return dialog;
}

test.describe('search dialog (SPEC §2, §4)', () => {
  test('a visitor searches a verse phrase and opens the Bible at the highlighted verse', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    const input = dialog.getByPlaceholder('Search for anything...');
    await input.fill('so');
    await expect(dialog.getByText('Enter at least 3 characters to search')).toBeVisible();

    await input.fill('so loved the world');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const results = dialog.getByTestId('keyword-results');
    await expect(results.getByRole('heading', { name: 'Keyword Search Results' })).toBeVisible();
    // The AI answer needs an account; keyword results still show.
    await expect(dialog.getByTestId('search-alert')).toContainText('Sign In Required');
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // The accessible name starts with the type ('Bible:') and the title; episodes may mention John 3:16 too.
    const verse = results.getByRole('link', { name: /^Bible: John 3:16\b/ });
    await expect(verse).toHaveAttribute('href', '/bible/WEB/John/3?highlight=16');
    await expect(verse.locator('mark').first()).toHaveText(/so loved the world/i);

    await verse.click();
    await expect(page).toHaveURL(/\/bible\/WEB\/John\/3\?highlight=16$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[id="16"]')).toHaveAttribute('data-highlighted', 'true');
  });

  test("Enter on a reference such as 'John 3 :16' jumps straight to the verse", async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog').getByPlaceholder('Search for anything...');
    await expect(input).toBeFocused();
    await input.fill('John 3 :16');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/bible\/WEB\/John\/3\?highlight=16$/);
    await expect(page.locator('[id="16"]')).toHaveAttribute('data-highlighted', 'true');
  });

  test('nothing found shows the empty state; Close Search closes', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSearch(page);
    await dialog.getByPlaceholder('Search for anything...').fill('zzqxv');
    await expect(dialog.getByText('No keyword results found.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close Search' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the grounded Summary (signed in)', () => {
  // Sign-up and e-mail verification come first, so these journeys get more time than the default.
  test.describe.configure({ timeout: 60_000 });

  test('a signed-in reader sees a Summary with podcast and Bible source chips', async ({ page }) => {
    await page.goto('/');
    await signUpAndVerify(page, { firstName: 'Seeker' });
    const dialog = await openSearch(page);
    await dialog.getByPlaceholder('Search for anything...').fill('Why did the father run?');
    await dialog.getByPlaceholder('Search for anything...').press('Enter');

    const summary = dialog.getByTestId('search-summary');
    await expect(summary.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(summary.getByTestId('summary-text')).toContainText(/father/i, { timeout: 15_000 });
    const podcast = summary.getByTestId('podcast-source');
    await expect(podcast.first()).toHaveText('The Prodigal Son');
    expect(await podcast.count()).toBeLessThanOrEqual(3);
    const bible = summary.getByTestId('bible-source');
    expect(await bible.count()).toBeGreaterThan(0);
    expect(await bible.count()).toBeLessThanOrEqual(3);
    // Titles over 25 characters are cut with an ellipsis (SPEC §9).
    for (const title of await podcast.allTextContents()) expect(title.length).toBeLessThanOrEqual(28);

    await summary.getByRole('link', { name: 'Luke 15:20' }).click();
    await expect(page).toHaveURL(/\/bible\/WEB\/Luke\/15\?highlight=20$/);
    await expect(page.locator('[id="20"]')).toHaveAttribute('data-highlighted', 'true');
  });

  test('over the limit the dialog says Too Many Searches, and typing clears the alert', async ({ page, baseURL }) => {
    await page.goto('/');
    const { email } = await signUpAndVerify(page, { firstName: 'Eager' });
    // A supporter: a free user would meet the monthly allowance (403 'Supporter Feature') first.
    await sql('UPDATE users SET supporter_since = now() WHERE email = $1', [email.toLowerCase()]);
    // Ten answers a minute per user (issue 7): use them up through the real API with this session.
    for (let i = 0; i < 10; i += 1) {
      const res = await page.request.post('/api/search/summary', { data: { searchQuery: `grace ${i}` }, headers: { Origin: baseURL! } });
      expect(res.status()).toBe(200);
    }
    const dialog = await openSearch(page);
    const input = dialog.getByPlaceholder('Search for anything...');
    await input.fill('peace in prayer');
    await input.press('Enter');
    const alert = dialog.getByTestId('search-alert');
    await expect(alert).toContainText('Too Many Searches');
    await expect(alert).toContainText("You've searched too many times. Please wait a minute and try again.");
    await input.press('End');
    await input.pressSequentially('s');
    await expect(alert).toHaveCount(0);
  });
});
