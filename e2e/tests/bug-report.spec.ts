// Bug reports with screenshots (issue 11): signed-in only, validation, compression, upload, success.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';
import { signUpAndVerify, sql } from '../support/accounts';

// Generous waits: these journeys run beside other suites on small shared machines.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** A real PNG drawn by the browser: 1600×900, so compression must also resize it to 1200 px wide. */
async function pngScreenshot(page: Page, name = 'screen.png') {
  const base64 = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1600, height: 900 });
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 1600, 900);
    gradient.addColorStop(0, '#2d6a4f');
    gradient.addColorStop(1, '#f4a261');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 1600, 900);
    ctx.fillStyle = '#fff';
    ctx.font = '64px sans-serif';
    ctx.fillText('Player stops here', 100, 200);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function openDialog(page: Page) {
  await page.getByTestId('report-bug').click();
  const dialog = page.getByTestId('bug-report-dialog');
  await expect(dialog.getByRole('heading', { name: 'Report a bug' })).toBeVisible();
  return dialog;
}

test.describe('bug reports (SPEC §4, §5, §8)', () => {
  test('a visitor has no Report a bug button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Audio content is property of the original creators.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('report-bug')).toHaveCount(0);
  });

  test('validation, a compressed PNG screenshot, and the success dialog with an 8-character id', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Priscilla' });
    await page.goto('/features');
    const dialog = await openDialog(page);
    await expect(dialog.getByLabel('Category')).toHaveText('Bug');
    await expect(dialog.getByLabel('Priority')).toHaveText('Medium');

    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('Player stops after ten seconds');
    await expect(dialog.getByText('Title is required')).toHaveCount(0);
    await dialog.getByLabel('Description').fill('On the features page the player stops.');
    await dialog.getByLabel('Priority').click();
    await page.getByRole('option', { name: 'High' }).click();

    await dialog.getByTestId('screenshot-input').setInputFiles([
      await pngScreenshot(page),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    // Only the image is kept (SPEC §5), previewed with its compressed size.
    await expect(dialog.getByTestId('screenshot-previews').getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByTestId('screenshot-size')).toHaveText(/^\d+(\.\d+)? (Bytes|KB)$/);

    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    const success = dialog.getByTestId('bug-report-success');
    await expect(success.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
    const shortId = (await success.getByTestId('bug-report-id').textContent())!;
    expect(shortId).toMatch(/^[0-9a-f]{8}$/);

    const { rows } = await sql(
      `SELECT r.id, r.title, r.category, r.priority, r.current_url, r.browser_info, i.image_url, i.original_filename, i.file_size
         FROM bug_reports r JOIN bug_report_images i ON i.bug_report_id = r.id WHERE r.id::text LIKE $1`,
      [`${shortId}%`],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ title: 'Player stops after ten seconds', category: 'bug', priority: 'high', original_filename: 'screen.png' });
    expect(row.current_url).toMatch(/\/features$/);
    expect(row.browser_info).toMatchObject({ viewportWidth: 1280, cookieEnabled: true, onlineStatus: true, language: expect.any(String) });
    expect(row.image_url).toMatch(new RegExp(`^[0-9a-f-]{36}/${row.id}/0_\\d{13}\\.webp$`));
    const stored = await fs.readFile(path.join(e2eDataDir, 'uploads', 'bug-reports', ...row.image_url.split('/')));
    expect(stored.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(stored.byteLength).toBe(row.file_size);
    expect(row.file_size).toBeLessThanOrEqual(500 * 1024);

    await success.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    // The next report starts from an empty form.
    const again = await openDialog(page);
    await expect(again.getByLabel('Title')).toHaveValue('');
  });

  test('a fourth screenshot is refused with the SPEC §8 message', async ({ page }) => {
    await signUpAndVerify(page);
    await page.goto('/');
    const dialog = await openDialog(page);
    const png = await pngScreenshot(page);
    await dialog.getByTestId('screenshot-input').setInputFiles([1, 2, 3].map((i) => ({ ...png, name: `s${i}.png` })));
    await expect(dialog.getByTestId('screenshot-previews').getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Maximum screenshots attached' })).toBeDisabled();
    await dialog.getByTestId('screenshot-input').setInputFiles([{ ...png, name: 's4.png' }]);
    await expect(page.getByText('Too many images')).toBeVisible();
    await expect(page.getByText('Maximum 3 images allowed per report.')).toBeVisible();
    await expect(dialog.getByTestId('screenshot-previews').getByRole('listitem')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Remove s2.png' }).click();
    await expect(dialog.getByTestId('screenshot-previews').getByRole('listitem')).toHaveCount(2);
  });

  test('a refused submission shows the server message and keeps the form', async ({ page }) => {
    await signUpAndVerify(page);
    await page.goto('/');
    const dialog = await openDialog(page);
    // The session ends (e.g. signed out in another tab) while the dialog is open: the server refuses.
    await page.context().clearCookies();
    await dialog.getByLabel('Title').fill('Broken');
    await dialog.getByLabel('Description').fill('Something broke.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    // The toast says why; the page behind may say the same once it notices the session is gone.
    const toast = page.getByRole('region', { name: /Notifications/ });
    await expect(toast.getByText('Failed to submit report')).toBeVisible();
    await expect(toast.getByText('Please sign in to continue.')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('Broken');
  });
});
