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
    test.setTimeout(75_000);
    // A fast connection, whatever this machine is doing. Chromium estimates effectiveType from the round trips
    // it sees (a busy test machine can read as 3g), and the probe's favicon request answers at once inside the
    // page: answered through Playwright (a round trip to the test runner) or by a busy test server, it took
    // over 300 ms on a slow CI machine, so the page rightly preloaded nothing on every try.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' } });
      const networkFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === '/favicon.svg' && init?.method === 'HEAD') return Promise.resolve(new Response(null, { status: 200 }));
        return networkFetch(input, init);
      };
    });
    const requests = recordRequests(page);
    // Generous: on a slow machine the load event alone can take seconds, and the list follows 1 s after it.
    const waiting = page.waitForResponse((response) => LIST.test(new URL(response.url()).pathname), { timeout: 25_000 }).catch(() => null);
    await page.goto('/bible');
    const listResponse: Response | null = await waiting;
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
