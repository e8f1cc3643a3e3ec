// Issue 14 in a real browser: a cross-site form post is refused, and the Content-Security-Policy holds on
// the main pages (nothing of ours violates it, and an injected inline script does not run).
//
// Which page counts as what, for an app at http://127.0.0.1:<port>:
// - http://localhost:<other> is another *site* (a site is scheme + host; localhost and 127.0.0.1 differ):
//   the browser does not send the SameSite=Lax session cookie with its POST, and our Origin check refuses it.
// - http://127.0.0.1:<other> is the *same site* but another *origin* (ports do not make sites): the browser
//   sends the cookie, so only the Origin check (lib/same-origin.ts) stands between it and a write. It holds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndVerify, sql, uniqueEmail } from '../support/accounts';

// A page of "another website" that, once opened, posts a bug report to the app with a form: the classic
// CSRF, which needs no JavaScript on the victim's side and no CORS.
let attacker: http.Server;
let attackerPort: number;

test.beforeAll(async ({ baseURL }) => {
  attacker = http.createServer((req, res) => {
    const title = new URL(req.url ?? '/', 'http://x').searchParams.get('title') ?? 'CSRF';
    const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Free Bible quiz</title>
<form method="post" action="${baseURL}/api/bug-reports" enctype="multipart/form-data">
  <input name="title" value="${escape(title)}">
  <input name="description" value="Posted by another website without the user knowing.">
</form>
<script>document.forms[0].submit()</script>`);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
});

test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

const reportsTitled = async (title: string) => Number((await sql('SELECT count(*)::int AS n FROM bug_reports WHERE title = $1', [title])).rows[0].n);

/** Opens the attacker's page on `host` and returns the app's answer to the form post it makes. */
async function postFromOtherPage(page: Page, host: string, title: string) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/bug-reports') && r.request().method() === 'POST');
  await page.goto(`http://${host}:${attackerPort}/?title=${encodeURIComponent(title)}`);
  const response = await answer;
  const headers = await response.request().allHeaders();
  return { status: response.status(), body: (await response.json()) as unknown, origin: headers.origin, cookie: headers.cookie ?? '' };
}

test.describe('CSRF (issue 14)', () => {
  test('a form post from another site or another origin is refused with 403, and nothing is written', async ({ page, baseURL }) => {
    await signUpAndVerify(page, { email: uniqueEmail('csrf') });
    const stamp = Date.now().toString(36);

    // Control: the same report from the app's own page is accepted, so a refusal below is the origin's doing.
    await page.goto('/dashboard');
    const own = `Own report ${stamp}`;
    const status = await page.evaluate(async (title) => {
      const form = new FormData();
      form.set('title', title);
      form.set('description', 'Sent from the app itself, as the bug report dialog does.');
      return (await fetch('/api/bug-reports', { method: 'POST', body: form })).status;
    }, own);
    expect(status).toBe(201);
    expect(await reportsTitled(own)).toBe(1);

    // Another site: no session cookie (SameSite=Lax) and a foreign Origin.
    const crossSite = `Cross-site ${stamp}`;
    const fromOtherSite = await postFromOtherPage(page, 'localhost', crossSite);
    expect(fromOtherSite.origin).toBe(`http://localhost:${attackerPort}`);
    expect(fromOtherSite.cookie).not.toMatch(/rooted\.session_token=/);
    expect(fromOtherSite.status).toBe(403);
    expect(fromOtherSite.body).toEqual({ error: { code: 'forbidden', message: 'This request must come from the Rooted app itself.' } });
    expect(await reportsTitled(crossSite)).toBe(0);

    // Same site, other origin: the browser does send the session cookie; the Origin check refuses it.
    const sameSite = `Same-site ${stamp}`;
    const fromOtherOrigin = await postFromOtherPage(page, '127.0.0.1', sameSite);
    expect(fromOtherOrigin.origin).toBe(`http://127.0.0.1:${attackerPort}`);
    expect(fromOtherOrigin.origin).not.toBe(new URL(baseURL!).origin);
    expect(fromOtherOrigin.cookie).toMatch(/rooted\.session_token=/);
    expect(fromOtherOrigin.status).toBe(403);
    expect(await reportsTitled(sameSite)).toBe(0);
  });
});

test.describe('Content-Security-Policy (issue 14)', () => {
  test.beforeEach(async ({ page }) => {
    // Runs before the page's own scripts on every document (CDP-injected, so the CSP does not apply to it).
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
  });

  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  test('the main pages run without a single violation, and an injected inline script is blocked', async ({ page }) => {
    const consoleCsp: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
    });

    const visit = async (path: string, ready: () => Promise<void>) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await ready();
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    };

    await visit('/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    await visit('/bible/WEB/John/3', () => expect(page.locator('span[data-verse="16"]')).toContainText('one and only Son'));
    await visit('/episodes/letters-1-saved-by-grace', () => expect(page.getByTestId('play-episode')).toBeVisible());
    await signUpAndVerify(page, { email: uniqueEmail('csp') });
    await visit('/dashboard', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
    expect(consoleCsp).toEqual([]);

    // An attacker who got markup into the page: an inline script element, and an inline event handler.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.__handlerRan = true');
      img.setAttribute('src', 'data:,not-an-image');
      document.body.append(img);
    });
    await expect.poll(() => violations(page)).toHaveLength(2);
    expect(await page.evaluate(() => ({ inline: 'inlineRan' in window, handler: 'handlerRan' in window }))).toEqual({ inline: false, handler: false });
    expect((await violations(page)).map((v) => v.split(' ').slice(0, 2).join(' ')).sort()).toEqual(['script-src-attr inline', 'script-src-elem inline']);
  });
});
