// Offline (issue 15): the app installs a service worker; an episode downloaded for offline listening opens
// and plays with the network cut, and a note typed offline is queued and saved, exactly once, when the
// connection comes back.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify } from '../support/accounts';
import { audioTime } from '../support/audio';

const EPISODE_ID = 'psalms-1-the-lord-is-my-shepherd';
const EPISODE = `/episodes/${EPISODE_ID}`;
const NOTE = 'Written in a tunnel: the Lord is my shepherd, even here.';

const notesCard = (page: Page) => page.getByTestId('episode-notes');

// The config blocks service workers for the other journeys; these are about the worker.
test.use({ serviceWorkers: 'allow' });

test.describe('offline', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a downloaded episode plays offline, and a note typed offline is saved once after reconnecting', async ({ page, context }) => {
    await signUpAndVerify(page, { firstName: 'Lydia' });
    await page.goto(EPISODE);
    // The worker registers after load and takes the page as soon as it has precached the shell.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });

    await page.getByRole('button', { name: 'Download for offline' }).click();
    await expect(page.getByRole('link', { name: 'Downloaded' })).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'The Lord Is My Shepherd' })).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toContainText('Offline — changes will sync');

    // The audio comes from the device: it plays and time moves on.
    await page.getByTestId('play-episode').click();
    await expect.poll(() => audioTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);

    // A note typed offline waits in the queue...
    const field = page.getByLabel('Episode notes');
    await expect(field).toBeEditable({ timeout: 15_000 });
    await field.fill(NOTE);
    await expect(notesCard(page).getByTestId('save-state')).toHaveAttribute('data-status', 'queued');
    await expect(notesCard(page).getByTestId('save-state')).toContainText('Offline: will sync when back online.');
    await expect(page.getByTestId('offline-indicator')).toContainText(/change(s)? waiting/);

    // ...and reaches the server once the connection is back, exactly once.
    await context.setOffline(false);
    await expect(notesCard(page).getByTestId('save-state')).toHaveText('Saved', { timeout: 20_000 });
    await expect(page.getByTestId('offline-indicator')).toHaveAttribute('data-state', 'online', { timeout: 20_000 });
    const res = await page.request.get(`/api/notes?episodeId=${EPISODE_ID}&kind=note`);
    expect(res.status()).toBe(200);
    const { entries } = (await res.json()) as { entries: { notes: string | null }[] };
    expect(entries.map((e) => e.notes)).toEqual([NOTE]);
  });

  test('the downloads page lists a download and removes it', async ({ page }) => {
    await page.goto(EPISODE);
    await page.getByRole('button', { name: 'Download for offline' }).click();
    await page.getByRole('link', { name: 'Downloaded' }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    const item = page.getByTestId('download-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: 'The Lord Is My Shepherd' })).toHaveAttribute('href', EPISODE);
    await item.getByRole('button', { name: 'Remove download: The Lord Is My Shepherd' }).click();
    await expect(page.getByTestId('downloads-empty')).toBeVisible();
    expect(await page.evaluate(async () => (await (await caches.open('rooted-audio-v1')).keys()).length)).toBe(0);
  });
});
