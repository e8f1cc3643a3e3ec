// Certificate journey (issue 10): finish a demo series, open the certificate from the series page, download
// the PNG, and open the public link signed out.
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';

const SERIES = 'letters-from-prison';
const LETTERS = [
  'letters-1-saved-by-grace',
  'letters-2-joy-in-chains',
  'letters-3-the-peace-that-guards',
  'letters-4-more-than-a-slave',
];

test.describe('series completion certificate', () => {
  test.describe.configure({ timeout: 90_000 });

  test('complete a series, open the certificate, download the PNG, verify the public link signed out', async ({
    page,
    browser,
  }) => {
    await signUpAndVerify(page, { firstName: 'Phoebe' });
    // Progress through the API with this page's session (listening to every episode is the listening test's job).
    for (const id of LETTERS) {
      const res = await page.request.put(`/api/progress/${id}`, { data: { progress: 100, positionSeconds: 3600 } });
      expect(res.status()).toBe(200);
    }

    await page.goto(`/series/${SERIES}`);
    const card = page.getByTestId('continue-listening-card');
    await expect(card).toHaveAttribute('data-card-type', 'completed');
    await card.getByTestId('view-certificate').click();

    await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{24}$/);
    const facts = page.getByTestId('certificate-facts');
    await expect(facts).toContainText('Phoebe');
    await expect(facts).toContainText('Letters from Prison');
    await expect(facts).toContainText('4');
    await expect(page.getByTestId('certificate-image')).toBeVisible();
    await expect(page.getByTestId('certificate-share-state')).toContainText('Public link on');

    const download = page.waitForEvent('download');
    await page.getByTestId('certificate-download-png').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('letters-from-prison-certificate.png');
    const bytes = await fs.readFile(await file.path());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(10_000);

    const pdfDownload = page.waitForEvent('download');
    await page.getByTestId('certificate-download-pdf').click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('letters-from-prison-certificate.pdf');
    expect((await fs.readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

    const publicUrl = page.url();
    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    await stranger.goto(publicUrl);
    await expect(stranger.getByTestId('certificate-facts')).toContainText('Phoebe');
    await expect(stranger.getByText('Verified by Rooted')).toBeVisible();
    // Visitors get no sharing controls.
    await expect(stranger.getByTestId('certificate-toggle-share')).toHaveCount(0);
    // Crawlers read the preview tags without JavaScript.
    const html = await (await stranger.request.get(publicUrl)).text();
    expect(html).toContain('property="og:title" content="Phoebe completed Letters from Prison"');
    expect(html).toMatch(/property="og:image" content="[^"]+\/api\/certificates\/[A-Za-z0-9_-]+\/image\.png"/);

    // The owner revokes the link: the visitor now sees not-found.
    await page.getByTestId('certificate-toggle-share').click();
    await expect(page.getByTestId('certificate-share-state')).toContainText('Public link off');
    await stranger.reload();
    await expect(stranger.getByTestId('certificate-missing')).toBeVisible();
    await visitor.close();
  });
});
