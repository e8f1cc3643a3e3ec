import { expect, type Page, type Response, test } from '@playwright/test';

// SPEC §9: "Preloading of page chunks only on a fast connection: slow means connection type 3g or lower, or
// a favicon request over 300 ms; skipped on iOS without module workers; starts about 1 s after page load."
const LIST = /\/assets\/page-chunks-[^/]+\.json$/;

/** The path of every request the page makes. */
function recordRequests(page: Page) {
  const requests: { url: string }[] = [];
  page.on('request', (request) => requests.push({ url: new URL(request.url()).pathname }));
  return requests;
}

/** Opens a page and waits past the moment the preloader would have started. */
async function openAndWait(page: Page) {
  await page.goto('/bible');
  await page.waitForTimeout(2500);
}

test.describe('page chunk preloading (SPEC §9)', () => {
  test('on a fast connection every page chunk is downloaded, starting about 1 s after load', async ({ page }) => {
    // A fast connection, whatever this machine is doing. Chromium estimates effectiveType from the round trips
    // it sees (a busy test machine can read as 3g), and the favicon answers at once: the probe also waits
    // for the page's own favicon request to the same address, which a busy test server can hold for a second.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' } }));
    await page.route('**/favicon.svg', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    );
    const requests = recordRequests(page);
    // The probe times a real request: on a busy test machine one page load can still read as slow (and then
    // rightly preloads nothing), so up to three loads are tried.
    let listResponse: Response | null = null;
    for (let attempt = 0; attempt < 3 && !listResponse; attempt += 1) {
      const waiting = page.waitForResponse((response) => LIST.test(new URL(response.url()).pathname), { timeout: 8_000 }).catch(() => null);
      await page.goto('/bible');
      listResponse = await waiting;
    }
    expect(listResponse, 'the page chunk list was never requested').not.toBeNull();
    const listUrl = new URL(listResponse!.url()).pathname;
    // On the page's own clock: when the load event began, and when the list was asked for (its entry
    // appears once the answer has arrived).
    const timing = () =>
      page.evaluate((url) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const list = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === url);
        return list ? list.startTime - navigation!.loadEventStart : null;
      }, listUrl);
    await expect.poll(timing).not.toBeNull();
    expect(await timing()).toBeGreaterThanOrEqual(950);

    const chunks = (await (await page.request.get(listUrl)).json()) as string[];
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
