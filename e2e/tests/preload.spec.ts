import { expect, type Page, test } from '@playwright/test';

// SPEC §9: "Preloading of page chunks only on a fast connection: slow means connection type 3g or lower, or
// a favicon request over 300 ms; skipped on iOS without module workers; starts about 1 s after page load."
const LIST = /\/assets\/page-chunks-[^/]+\.json$/;

/** Every request the page makes, with when it was made. */
function recordRequests(page: Page) {
  const requests: { url: string; at: number }[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()).pathname, at: Date.now() }));
  return requests;
}

/** Opens a page and waits past the moment the preloader would have started. */
async function openAndWait(page: Page) {
  await page.goto('/bible');
  await page.waitForTimeout(2500);
}

test.describe('page chunk preloading (SPEC §9)', () => {
  test('on a fast connection every page chunk is downloaded, starting about 1 s after load', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/bible');
    const loadedAt = Date.now();
    await expect.poll(() => requests.find((r) => LIST.test(r.url))).toBeTruthy();
    const listRequest = requests.find((r) => LIST.test(r.url))!;
    expect(listRequest.at - loadedAt).toBeGreaterThanOrEqual(900);

    const chunks = (await (await page.request.get(listRequest.url)).json()) as string[];
    expect(chunks.length).toBeGreaterThan(20);
    expect(chunks.every((url) => url.startsWith('/assets/'))).toBe(true);
    await expect.poll(() => chunks.filter((url) => !requests.some((r) => r.url === url)), { timeout: 30_000 }).toEqual([]);
  });

  test('a 3g connection preloads nothing', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' } }));
    const requests = recordRequests(page);
    await openAndWait(page);
    expect(requests.filter((r) => LIST.test(r.url))).toEqual([]);
  });

  test('a favicon request over 300 ms preloads nothing', async ({ page }) => {
    await page.route('**/favicon.svg', async (route) => {
      if (route.request().method() === 'HEAD') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const requests = recordRequests(page);
    await openAndWait(page);
    expect(requests.some((r) => r.url === '/favicon.svg')).toBe(true);
    expect(requests.filter((r) => LIST.test(r.url))).toEqual([]);
  });

  test('iOS without module workers preloads nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15' });
      // A Worker that never reads the `type` option, as in browsers without module workers.
      window.Worker = class {
        constructor() {
          throw new TypeError('no module workers');
        }
      } as unknown as typeof Worker;
    });
    const requests = recordRequests(page);
    await openAndWait(page);
    expect(requests.filter((r) => LIST.test(r.url))).toEqual([]);
  });
});
