// Landing, features, creator and waitlist pages for visitors (issue 11).
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { sql, uniqueEmail } from '../support/accounts';

// Generous waits: these journeys run beside other suites on small shared machines.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('landing page for a visitor (SPEC §2)', () => {
  test('hero with the three pillars, plans with one price, creator and closing calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Rooted' })).toBeVisible();
    for (const pillar of ['Remember More', 'Reflect Deeper', 'Grow Consistently'])
      await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/series');
    await expect(main.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/features');

    const free = page.getByTestId('plan-free');
    for (const feature of ['Discussion questions', 'Notes with verse and theme detection', 'Series learning with reflections', '5 new flashcards per month with unlimited spaced-repetition review', 'Data download', 'Search over episode titles and names'])
      await expect(free.getByText(feature, { exact: true })).toBeVisible();
    const supporter = page.getByTestId('plan-supporter');
    for (const feature of ['Everything in Free', 'AI answers grounded in series content', 'Cross references and custom verse links', 'Unlimited flashcard creation', 'Time-coded bookmarks'])
      await expect(supporter.getByText(feature, { exact: true })).toBeVisible();
    // One price setting (default $5 per month), never the other reading.
    await expect(supporter.getByTestId('supporter-price')).toHaveText('$5');
    await expect(supporter).toContainText('per month');
    await expect(page.getByText('$10')).toHaveCount(0);

    await expect(main.getByRole('link', { name: 'For Creators' })).toHaveAttribute('href', '/creator');
    await expect(main.getByRole('link', { name: 'Start Your Journey Free' })).toHaveAttribute('href', '/auth');
    await expect(main.getByRole('link', { name: 'Browse Series' })).toHaveAttribute('href', '/series');

    await main.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/features$/);
  });

  test('the pages fit a 375 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/', '/features', '/creator', '/waitlist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noHorizontalScroll(page);
    }
  });
});

test.describe('creator and waitlist pages', () => {
  test('a creator submission is validated, then stored', async ({ page }) => {
    await page.goto('/creator');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Help your listeners');
    await page.getByRole('button', { name: 'Send Submission' }).click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Podcast name is required')).toBeVisible();

    const email = uniqueEmail('creator');
    await page.getByLabel('Name', { exact: true }).fill('Hannah Lee');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Podcast name').fill('Psalms Daily');
    await page.getByLabel(/Feed URL/).fill('not a url');
    await page.getByRole('button', { name: 'Send Submission' }).click();
    await expect(page.getByText('Please enter a valid feed URL (http or https)')).toBeVisible();
    await page.getByLabel(/Feed URL/).fill('https://feeds.example.org/psalms.xml');
    await page.getByLabel(/Message/).fill('Two hundred episodes on the Psalms.');
    await page.getByRole('button', { name: 'Send Submission' }).click();
    await expect(page.getByTestId('creator-success')).toContainText('Thank you');

    const { rows } = await sql('SELECT name, podcast_name, feed_url, message FROM creator_submissions WHERE email = $1', [email]);
    expect(rows).toEqual([{ name: 'Hannah Lee', podcast_name: 'Psalms Daily', feed_url: 'https://feeds.example.org/psalms.xml', message: 'Two hundred episodes on the Psalms.' }]);
  });

  test('joining the waitlist twice keeps one entry', async ({ page }) => {
    const email = uniqueEmail('wait');
    for (let i = 0; i < 2; i += 1) {
      await page.goto('/waitlist');
      await page.getByLabel('Email').fill(email.toUpperCase());
      await page.getByLabel(/Name/).fill('Ruth');
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      await expect(page.getByTestId('waitlist-success')).toContainText("You're on the list!");
    }
    const { rows } = await sql('SELECT email, name FROM waitlist_entries WHERE email = $1', [email.toLowerCase()]);
    expect(rows).toEqual([{ email: email.toLowerCase(), name: 'Ruth' }]);
  });
});
