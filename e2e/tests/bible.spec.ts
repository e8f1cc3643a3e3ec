import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signUpAndVerify, sql } from '../support/accounts';

// Our test machines are shared and at times saturated: allow more than the 5 s default per step. The
// highlight's own 2 s window is checked with explicit, tighter waits below.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const verse = (page: Page, n: number) => page.locator(`[id="${n}"]`);
type HighlightSpan = { id: string; on: number; off?: number };
declare global {
  interface Window {
    highlightSpans: HighlightSpan[];
  }
}
/**
 * Records in the page, from its start, when each verse's mark goes on and off: the 2 s window is too short
 * to poll for from here, and on a busy machine it can come and go before a step that precedes the check.
 */
test.beforeEach(({ page }) =>
  page.addInitScript(() => {
    const spans: HighlightSpan[] = [];
    window.highlightSpans = spans;
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (el.dataset.highlighted === 'true') spans.push({ id: el.id, on: performance.now() });
        else if (record.oldValue === 'true') {
          const span = spans.findLast((s) => s.id === el.id && s.off === undefined);
          if (span) span.off = performance.now();
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-highlighted'], attributeOldValue: true });
  }),
);
const highlightSpans = (page: Page) => page.evaluate(() => window.highlightSpans);
/** Waits until verse n has carried the highlight, at any time since the page started. */
const highlighted = (page: Page, n: number) =>
  page.waitForFunction((id) => window.highlightSpans.some((s) => s.id === String(id)), n);

test.describe('Bible reader (issue 4, SPEC §2)', () => {
  test('?highlight=16 scrolls to John 3:16 and marks it yellow for 2 s', async ({ page }) => {
    await page.goto('/bible/WEB/John/3?highlight=16');
    const v16 = verse(page, 16);
    // Polled inside the page (no round trips), so a busy machine cannot make the test miss the 2 s window:
    // the verse is marked and its computed background is a visible colour.
    await page.waitForFunction(() => {
      const el = document.getElementById('16');
      const background = el ? getComputedStyle(el).backgroundColor : 'transparent';
      return el?.dataset.highlighted === 'true' && !/^transparent$|^rgba\(0, 0, 0, 0\)$|\/ 0\)$/.test(background);
    });
    await expect(v16).toBeInViewport();
    await expect(v16).toContainText('For God so loved the world');
    // Then it fades back (2 s, SPEC §9).
    await expect(v16).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });
    await expect(verse(page, 15)).not.toHaveAttribute('data-highlighted', 'true');
    // The 2 s count from when the mark shows (SPEC §2), however late its render comes.
    const spans = await highlightSpans(page);
    expect(spans.map((span) => span.id)).toEqual(['16']);
    expect(spans[0]!.off! - spans[0]!.on).toBeGreaterThanOrEqual(1990);
  });

  test('the translation picker switches to KJV, keeps the chapter and remembers it in this tab', async ({ page }) => {
    await page.goto('/bible/WEB/John/3');
    await expect(verse(page, 16)).toContainText('one and only Son');
    await page.getByRole('combobox', { name: 'Translation' }).click();
    await page.getByRole('option', { name: /King James Version/ }).click();
    await expect(page).toHaveURL(/\/bible\/KJV\/John\/3$/);
    await expect(verse(page, 16)).toContainText('only begotten Son');
    expect(await page.evaluate(() => sessionStorage.getItem('lastBibleTranslation'))).toBe('KJV');
    // The book list now links into the KJV.
    await page.goto('/bible');
    await expect(page.getByRole('link', { name: 'Genesis', exact: true })).toHaveAttribute('href', '/bible/KJV/Genesis');
  });

  test('moving on to the next chapter during the 2 s leaves no verse marked there', async ({ page }) => {
    await page.goto('/bible/WEB/John/3?highlight=16');
    await highlighted(page, 16);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/bible\/WEB\/John\/4$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('John 4');
    await expect(verse(page, 16)).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });
  });

  test('Psalm 119 has 176 verses with its Hebrew letter headings', async ({ page }) => {
    await page.goto('/bible/WEB/Psalms/119');
    await expect(page.locator('[data-verse]')).toHaveCount(176);
    await expect(verse(page, 176)).toBeAttached();
    await expect(page.getByTestId('verse-heading').first()).toBeVisible();
  });

  test('abbreviations, case variants, ?verse= and ?translation= land on the canonical URL', async ({ page }) => {
    await page.goto('/bible/web/jn/3?verse=16');
    await expect(page).toHaveURL(/\/bible\/WEB\/John\/3\?verse=16$/);
    await highlighted(page, 16);
    await page.goto('/bible/WEB/song-of-solomon/2?translation=asv');
    await expect(page).toHaveURL(/\/bible\/ASV\/Song-of-Solomon\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Song of Solomon 2');
  });

  test('previous/next cross book boundaries', async ({ page }) => {
    await page.goto('/bible/KJV/Malachi/4');
    await page.getByTestId('next-chapter').click();
    await expect(page).toHaveURL(/\/bible\/KJV\/Matthew\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matthew 1');
    await page.getByTestId('previous-chapter').click();
    await expect(page).toHaveURL(/\/bible\/KJV\/Malachi\/4$/);
  });

  test('unknown translation, book, chapter and verse are explained', async ({ page }) => {
    await page.goto('/bible/NIV/John/3');
    await expect(page.getByRole('heading', { name: 'Translation not found' })).toBeVisible();
    await page.getByRole('link', { name: 'King James Version' }).click();
    await expect(page).toHaveURL(/\/bible\/KJV\/John\/3$/);
    await page.goto('/bible/WEB/Hezekiah/1');
    await expect(page.getByRole('heading', { name: 'Book not found' })).toBeVisible();
    await page.goto('/bible/WEB/John/22');
    await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
    await expect(page.getByText('John has 21 chapters')).toBeVisible();
    await page.goto('/bible/WEB/John/3?highlight=99');
    await expect(page.getByTestId('verse-not-found')).toContainText('no verse 99');
  });

  test('cross references offer the Supporter Feature alert to visitors', async ({ page }) => {
    await page.goto('/bible/WEB/John/3');
    await page.getByRole('button', { name: 'Actions for John 3:16' }).click();
    await expect(page.getByRole('menuitem', { name: 'Add as flashcard' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Cross references' }).click();
    const alert = page.getByTestId('supporter-feature-alert');
    await expect(alert).toContainText('Supporter Feature');
    await expect(alert.getByRole('link', { name: 'Upgrade to Supporter' })).toHaveAttribute('href', '/profile');
  });
});

test.describe('signed in', () => {
  test('a reader’s translation choice is saved to their profile', async ({ page, context }) => {
    await page.goto('/bible');
    await signUpAndVerify(page);
    await page.goto('/bible/WEB/John/1');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/bible/preferred-translation') && r.request().method() === 'PUT');
    await page.getByRole('combobox', { name: 'Translation' }).click();
    await page.getByRole('option', { name: /American Standard Version/ }).click();
    expect((await saved).status()).toBe(200);
    // A new tab has no sessionStorage: the profile preference decides.
    const fresh = await context.newPage();
    await fresh.goto('/bible');
    await expect(fresh.getByRole('combobox', { name: 'Translation' })).toContainText(/American Standard Version|ASV/);
    await expect(fresh.getByRole('link', { name: 'Genesis', exact: true })).toHaveAttribute('href', '/bible/ASV/Genesis');
  });

  test('a supporter opens cross references and links a verse to a passage', async ({ page }) => {
    await page.goto('/bible');
    const { email } = await signUpAndVerify(page);
    await sql('UPDATE users SET supporter_since = now() WHERE email = $1', [email.toLowerCase()]);
    await page.goto('/bible/WEB/John/3');

    await page.getByRole('button', { name: 'Actions for John 3:16' }).click();
    await page.getByRole('menuitem', { name: 'Link to another verse' }).click();
    const dialog = page.getByTestId('verse-links-dialog');
    await dialog.getByLabel('Verse or passage').fill('Rom 5:6-8');
    await dialog.getByLabel('Note (optional)').fill('Christ died for the ungodly');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog.getByRole('link', { name: 'Romans 5:6-8' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(verse(page, 16).getByTestId('verse-link-chip')).toContainText('Romans 5:6-8');

    await page.getByRole('button', { name: 'Actions for John 3:16' }).click();
    await page.getByRole('menuitem', { name: 'Cross references' }).click();
    const list = page.getByTestId('cross-reference-list');
    await list.getByRole('link', { name: /^Romans 5:8/ }).click();
    await expect(page).toHaveURL(/\/bible\/WEB\/Romans\/5\?highlight=8$/);
    await highlighted(page, 8);
  });
});
