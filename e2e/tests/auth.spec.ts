import { expect as baseExpect, test, type Page } from '@playwright/test';
import { countMails, E2E_PASSWORD, grantAdmin, latestMailLink, signUpAndVerify, uniqueEmail } from '../support/accounts';

// Page chunks load lazily and passwords hash slowly: on a busy machine 5 s is not always enough.
const expect = baseExpect.configure({ timeout: 15_000 });

const SIGN_UP_SUCCESS =
  "Account created! Please check your email to verify your account. You won't be able to sign in until verification is complete.";

const accountMenu = (page: Page) => page.getByTestId('account-menu');

async function signInThroughForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts (issue 3)', () => {
  test('sign up, verify with the e-mailed link, sign out, sign back in', async ({ page }) => {
    test.slow(); // the whole journey, with two password hashes and an e-mail
    const email = uniqueEmail('journey');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);

    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Ruth');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
    await form.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText(SIGN_UP_SUCCESS)).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByText('Please verify your email address. Check your inbox for a confirmation email.')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    // Signing in before verifying leads back to /verification.
    await page.goto('/auth');
    await signInThroughForm(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/verification$/);

    // The e-mailed link verifies the address and signs the browser in.
    await page.goto(await latestMailLink(email));
    await expect(page.getByTestId('email-verified')).toBeVisible();
    await expect(accountMenu(page)).toContainText('Ruth');

    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Export Data' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
    await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/auth');
    await signInThroughForm(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenu(page)).toContainText('Ruth');
  });

  test('Sign Up stays disabled until the password meets every rule', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const form = page.getByRole('form', { name: 'Sign up' });
    const password = form.getByLabel('Password', { exact: true });
    const submit = form.getByRole('button', { name: 'Sign Up' });
    const strength = page.getByTestId('password-strength');
    await form.getByLabel('First name').fill('Eli');
    await form.getByLabel('Email').fill(uniqueEmail('disabled'));
    await expect(submit).toBeDisabled();
    await password.fill('abcdefgh');
    await expect(strength).toHaveAttribute('data-strength', 'weak');
    await expect(submit).toBeDisabled();
    await password.fill('abcdefg1');
    await expect(strength).toHaveAttribute('data-strength', 'medium');
    await expect(submit).toBeDisabled();
    await password.fill('Abcdefg1');
    await expect(strength).toHaveAttribute('data-strength', 'strong');
    await expect(submit).toBeDisabled(); // still no special character
    await expect(page.getByRole('listitem').filter({ hasText: 'One special character' })).toHaveAttribute('data-met', 'false');
    await password.fill('Abcdefg1!');
    await expect(submit).toBeEnabled();
  });

  test('a wrong password shows the SPEC §8 message', async ({ page }) => {
    const { email } = await signUpAndVerify(page, { firstName: 'Wrong' });
    await page.context().clearCookies();
    await page.goto('/auth');
    await signInThroughForm(page, email, 'Not-the-password1');
    await expect(page.getByText('Sign In Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password. Please check your credentials and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the sixth sign-in within a minute is stopped in the browser', async ({ page }) => {
    test.slow();
    await page.goto('/auth');
    const email = uniqueEmail('limit');
    for (let i = 0; i < 5; i++) {
      await signInThroughForm(page, email, `Wrong-${i}-Pass1`);
      await expect(page.getByText('Sign In Failed').first()).toBeVisible();
    }
    await signInThroughForm(page, email, 'Wrong-6-Pass1');
    await expect(page.getByText('Too many attempts')).toBeVisible();
    await expect(page.getByText(/^Please wait \d+ seconds before trying again\.$/)).toBeVisible();
  });

  test('non-admins are sent from /admin to /, admins see it and the Admin link', async ({ page }) => {
    test.slow();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);

    const { email } = await signUpAndVerify(page, { firstName: 'Plain' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await grantAdmin(email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  test('the admin guard shows Loading... while it checks', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Slow' });
    await page.route('**/api/auth/is-admin', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.goto('/series/any/edit');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('forgot password: e-mail required, link to /auth?mode=reset, new password works', async ({ page }) => {
    test.slow();
    const { email } = await signUpAndVerify(page, { firstName: 'Reset' });
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText('Email required')).toBeVisible();
    await expect(page.getByText('Please enter your email address first.')).toBeVisible();

    const before = await countMails(email);
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText('Reset email sent!')).toBeVisible();
    await expect(page.getByText('Check your email for a password reset link.')).toBeVisible();

    const link = await latestMailLink(email, { after: before });
    expect(link).toMatch(/\/auth\?mode=reset&token=/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Fresh-Start9!');
    await page.getByLabel('Confirm new password').fill('Fresh-Start9!');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await signInThroughForm(page, email, 'Fresh-Start9!');
    await expect(accountMenu(page)).toContainText('Reset');
  });

  test('sign-in returns to the page it was opened from, and /profile edits the name', async ({ page }) => {
    test.slow();
    const { email } = await signUpAndVerify(page, { firstName: 'Return' });
    await page.context().clearCookies();
    await page.goto('/bible');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByText('You will be redirected back to where you were after signing in.')).toBeVisible();
    await signInThroughForm(page, email, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/bible$/);

    await page.goto('/profile');
    await expect(page.getByTestId('tier-badge')).toHaveText('Free');
    const first = page.getByLabel('First name');
    await first.fill('<b>Naomi</b>');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(first).toHaveValue('Naomi');
    await expect(accountMenu(page)).toContainText('Naomi');
  });
});
