import { expect, test } from '@playwright/test';

test.describe('the app shell (SPEC §2 navigation and chrome)', () => {
  test('the landing route renders with the noindex tag and the nav', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const nav = page.getByRole('navigation', { name: /main/i });
    for (const label of ['Home', 'Podcasts', 'Series', 'Bible', 'Topics', 'Flashcards']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByText('Audio content is property of the original creators. Other content created independently.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).or(page.getByRole('button', { name: 'Sign In' })).first()).toBeVisible();
  });

  test('the theme toggle switches and the choice persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
  });

  test('the mobile Menu sheet opens at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Bible' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('robots.txt is a real file', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    expect(await res.text()).toContain('User-agent');
  });

  test('a demo episode\'s audio is served with range support and plays in the browser', async ({ page, request }) => {
    const url = '/media/demo/audio/daily-scroll-welcome.mp3';
    const ranged = await request.get(url, { headers: { Range: 'bytes=100-1099' } });
    expect(ranged.status()).toBe(206);
    expect(ranged.headers()['content-range']).toMatch(/^bytes 100-1099\/\d+$/);
    expect((await ranged.body()).length).toBe(1000);
    await page.goto('/');
    const duration = await page.evaluate(async (src) => {
      const audio = new Audio(src);
      await new Promise((resolve, reject) => {
        audio.onloadedmetadata = resolve;
        audio.onerror = reject;
      });
      audio.currentTime = 20; // seeking needs range support
      await new Promise((resolve) => (audio.onseeked = resolve));
      return { duration: audio.duration, seekable: audio.seekable.length };
    }, url);
    expect(duration.duration).toBeGreaterThan(30);
    expect(duration.seekable).toBe(1);
  });

  test('a connection lost before the background code loads keeps the page, which finishes loading once back online', async ({ page, context }) => {
    // The toaster and the player's engine load after the page (issue 13). Hold their fetches until the
    // browser is offline, then fail them as a lost connection would.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const background = /\/assets\/(toaster|player-engine)-[\w-]+\.js$/;
    await page.route(background, async (route) => {
      await released;
      await route.abort('internetdisconnected');
    });
    await page.goto('/episodes/psalms-1-the-lord-is-my-shepherd');
    const title = page.getByRole('heading', { level: 1, name: 'The Lord Is My Shepherd' });
    await expect(title).toBeVisible();
    const failed = page.waitForEvent('requestfailed', (request) => background.test(request.url()));
    await context.setOffline(true);
    release();
    await failed;
    await page.unroute(background);
    await expect(page.getByRole('heading', { name: 'Rooted has been updated' })).toHaveCount(0);
    await expect(title).toBeVisible();

    await context.setOffline(false);
    // Back online, the toaster loads after all: its live region is there, and the page is unharmed.
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Rooted has been updated' })).toHaveCount(0);
    await expect(title).toBeVisible();
  });
});
