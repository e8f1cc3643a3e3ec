// The signed-in dashboard (SPEC §2): greeting, Get Started, Quick Links, the features showcase, topics.
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';

test.describe('dashboard (SPEC §2, §4 user state)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a new user sees the greeting, Get Started, Quick Links and topics; View Features swaps the view', async ({
    page,
  }) => {
    await signUpAndVerify(page, { firstName: 'Naomi' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hello, Naomi!' })).toBeVisible();
    await expect(page.getByTestId('dashboard-subtitle')).toHaveAttribute('data-user-state', 'new', {
      timeout: 15_000,
    });
    await expect(
      page.getByTestId('dashboard-subtitle').getByRole('link', { name: 'Explore Series' }),
    ).toHaveAttribute('href', '/series');

    const getStarted = page.getByRole('region', { name: 'Get Started' });
    await expect(getStarted.getByRole('link', { name: 'Browse Series' })).toHaveAttribute('href', '/series');
    await expect(getStarted.getByRole('link', { name: 'Browse Podcasts' })).toHaveAttribute(
      'href',
      '/podcasts',
    );

    const quick = page.getByRole('navigation', { name: 'Quick Links' });
    for (const [name, href] of [
      ['Subscribed Series', '/subscriptions'],
      ['Read Bible', '/bible'],
      ['Explore Topics', '/topics'],
      ['Flashcards', '/flashcards'],
      ['Browse Podcasts', '/podcasts'],
      ['Explore Series', '/series'],
    ]) {
      await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('region', { name: 'Topics to Explore' }).getByRole('listitem')).toHaveCount(
      3,
    );

    await quick.getByRole('button', { name: 'View Features' }).click();
    for (const section of ['Remember More', 'Reflect Deeper', 'Grow Consistently']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Naomi!' })).toBeVisible();
  });

  test('subscribing makes a returning user with a card at #continue; /subscriptions lists the series', async ({
    page,
  }) => {
    await signUpAndVerify(page, { firstName: 'Boaz' });
    // Subscribe from the series page.
    await page.goto('/series/psalms-for-the-weary');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Dashboard' }).click();
    const subtitle = page.getByTestId('dashboard-subtitle');
    await expect(subtitle).toHaveAttribute('data-user-state', 'returning', { timeout: 15_000 });
    await expect(subtitle.getByRole('link', { name: 'Welcome Back' })).toHaveAttribute('href', '/#continue');
    await expect(page.locator('#continue').getByTestId('continue-listening-card')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Subscribed Series' })
      .click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    const item = page.getByTestId('subscription-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Psalms for the Weary');
    await expect(item).toContainText('0/5 episodes');
    await item.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText("You haven't subscribed to any series yet.")).toBeVisible();
  });
});
