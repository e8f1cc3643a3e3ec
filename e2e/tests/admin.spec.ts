// Admin console journey (issue 12): an admin grants supporter to a reader, who then sees cross references
// in the Bible reader. Each test makes its own users, so it runs in parallel with the others.
import { expect as baseExpect, test } from '@playwright/test';
import { grantAdmin, signUpAndVerify, uniqueEmail } from '../support/accounts';

// Pages wait on the API, which shares a busy machine with password hashing in parallel tests.
const expect = baseExpect.configure({ timeout: 15_000 });

test('an admin grants supporter to a user, who then sees cross references', async ({ page, browser }) => {
  // Two accounts, two browsers and six pages: more than the default 30 s on a busy CI machine.
  test.slow();
  // The reader, in a browser of their own: a free user first.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto('/bible');
  const { email } = await signUpAndVerify(reader, { firstName: 'Rhoda', email: uniqueEmail('reader') });
  await reader.goto('/bible/WEB/John/3');
  await reader.getByRole('button', { name: 'Actions for John 3:16' }).click();
  await reader.getByRole('menuitem', { name: 'Cross references' }).click();
  await expect(reader.getByTestId('supporter-feature-alert')).toContainText('Supporter Feature');

  // The admin finds the reader and grants the tier.
  await page.goto('/');
  const admin = await signUpAndVerify(page, { firstName: 'Ada' });
  await grantAdmin(admin.email);
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search by e-mail or name').fill(email);
  const card = page.locator(`[data-testid="admin-user"][data-email="${email.toLowerCase()}"]`);
  await expect(card).toContainText('Free');
  await card.getByRole('button', { name: 'Grant supporter' }).click();
  await expect(card).toContainText('Supporter');
  await expect(card.getByRole('button', { name: 'Remove supporter' })).toBeVisible();

  // The action is in the audit log, with who did it.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const entry = page.getByTestId('admin-audit').getByText('user.supporter.grant').first();
  await expect(entry).toBeVisible();
  await expect(page.getByTestId('admin-audit')).toContainText(admin.email.toLowerCase());

  // The reader now gets cross references (the server decides on each request: no sign-out needed).
  await reader.goto('/bible/WEB/John/3');
  await reader.getByRole('button', { name: 'Actions for John 3:16' }).click();
  await reader.getByRole('menuitem', { name: 'Cross references' }).click();
  await expect(reader.getByTestId('cross-reference-list').getByRole('link', { name: /^Romans 5:8/ })).toBeVisible();
  await reader.goto('/profile');
  await expect(reader.getByTestId('tier-badge')).toHaveText('Supporter');
  await expect(reader.getByTestId('supporter-dates')).toContainText('Thank you for supporting Rooted');
  await readerContext.close();
});

test('a signed-in user who is not an admin is sent home from /admin, and the API refuses them', async ({ page }) => {
  await page.goto('/');
  await signUpAndVerify(page);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('without payments configured, /profile explains how to become a supporter', async ({ page }) => {
  await page.goto('/');
  await signUpAndVerify(page);
  await page.goto('/profile');
  await expect(page.getByTestId('upgrade-section')).toContainText('contact the Rooted team');
  await expect(page.getByRole('button', { name: 'Upgrade to Supporter' })).toHaveCount(0);
});
