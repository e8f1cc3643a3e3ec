// Learning tools (issue 9): notes with verse and theme chips that survive a reload and a dropped
// connection, answers, the CSV export from the account menu, and the premium topic guard.
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify, sql } from '../support/accounts';

const EPISODE = '/episodes/psalms-1-the-lord-is-my-shepherd';

const notesCard = (page: Page) => page.getByTestId('episode-notes');
const notesField = (page: Page) => page.getByLabel('Episode notes');

test.describe('notes, answers and export', () => {
  // Signing up hashes a password; a little more room than a click-through needs.
  test.describe.configure({ timeout: 90_000 });

  test('type a note with Romans 8:28, see the chips, reload and find the note kept', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Priscilla' });
    await page.goto(EPISODE);
    await expect(notesField(page)).toBeEditable({ timeout: 15_000 });
    // The reference key by key, so detection runs on every partial form ('Romans 8:2') on the way; the rest
    // arrives at once, as a paste would. Every keystroke is a round trip to a page that, on a busy machine
    // recording a trace, takes up to 0.2 s to answer, so 54 of them could outlast one action's 15 s.
    await notesField(page).pressSequentially('Romans 8:28', { delay: 10 });
    await page.keyboard.insertText(' reminds me that grace holds in the valley.');

    const verseChip = notesCard(page).getByTestId('verse-chip');
    await expect(verseChip).toHaveCount(1);
    await expect(verseChip.getByRole('link', { name: 'Romans 8:28' })).toHaveAttribute(
      'href',
      /\/bible\/WEB\/Romans\/8\?highlight=28$/,
    );
    await expect(verseChip.getByRole('button', { name: 'Add Romans 8:28 as flashcard' })).toBeVisible();
    await expect(
      notesCard(page).getByTestId('theme-chip').getByRole('link', { name: 'Grace' }),
    ).toHaveAttribute('href', '/topics/grace');
    await expect(notesCard(page).getByTestId('save-state')).toHaveText('Saved');

    await page.reload();
    await expect(notesField(page)).toHaveValue('Romans 8:28 reminds me that grace holds in the valley.');
    await expect(notesCard(page).getByTestId('verse-chip')).toHaveCount(1);

    // 'Add as flashcard' opens the flashcards feature's dialog for that verse.
    await notesCard(page).getByRole('button', { name: 'Add Romans 8:28 as flashcard' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Romans 8:28 as a flashcard' })).toBeVisible();
  });

  test('no lost keystrokes: typing while offline is kept on the device and saved once back online', async ({
    page,
    context,
  }) => {
    await signUpAndVerify(page, { firstName: 'Aquila' });
    await page.goto(EPISODE);
    await expect(notesField(page)).toBeEditable({ timeout: 15_000 });
    await context.setOffline(true);
    await notesField(page).fill('Written on a train without signal');
    // Issue 15: offline, the save waits in the offline queue (IndexedDB) instead of retrying.
    await expect(notesCard(page).getByTestId('save-state')).toHaveAttribute('data-status', 'queued');
    await expect(notesCard(page).getByTestId('save-state')).toContainText('Offline: will sync when back online.');
    await context.setOffline(false);
    await expect(notesCard(page).getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 });
    await page.reload();
    await expect(notesField(page)).toHaveValue('Written on a train without signal');
  });

  test('a draft left when the page closed mid-save is restored and saved', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Lois' });
    await page.goto(EPISODE);
    await expect(notesField(page)).toBeEditable({ timeout: 15_000 });
    // The draft the editor keeps until the server confirms, as if the tab had closed before saving.
    const userId = await page.evaluate(
      async () => ((await (await fetch('/api/auth/me')).json()) as { user: { id: string } }).user.id,
    );
    await page.evaluate(
      ([id]) =>
        localStorage.setItem(
          `rooted:draft:v1:${id}:episode:psalms-1-the-lord-is-my-shepherd:note`,
          JSON.stringify({ text: 'Recovered draft', at: Date.now(), base: null }),
        ),
      [userId],
    );
    await page.reload();
    await expect(notesField(page)).toHaveValue('Recovered draft');
    await expect(notesCard(page).getByTestId('save-state')).toHaveText('Saved');
    const res = await page.request.get('/api/notes?kind=note');
    expect(((await res.json()) as { entries: { notes: string }[] }).entries.map((e) => e.notes)).toEqual([
      'Recovered draft',
    ]);
  });

  test('answer a question and export the CSV from the account menu', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Phoebe' });
    await page.goto(EPISODE);

    // Nothing written yet: the SPEC §8 message.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Export Data' }).click();
    await expect(page.getByText('No data to export')).toBeVisible();
    await expect(page.getByText("You haven't created any notes or answers yet.")).toBeVisible();

    const answer = page.getByLabel('Your answer to question 1');
    await answer.fill('The quiet waters, =SUM(1) included');
    await expect(page.getByTestId('discussion-questions').getByTestId('save-state').first()).toHaveText(
      'Saved',
    );
    await notesField(page).fill('Psalm 23 notes');
    await expect(notesCard(page).getByTestId('save-state')).toHaveText('Saved');

    await page.getByTestId('account-menu').click();
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export Data' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^Rooted_data_\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText('Export successful')).toBeVisible();
    await expect(page.getByText('Your data has been exported successfully.')).toBeVisible();

    const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('Episode,Notes,Question,Answer,Created,Last Updated');
    expect(rows).toHaveLength(2);
    expect(
      rows.some((r) =>
        r.startsWith('The Lord Is My Shepherd,,Question 1,"The quiet waters, =SUM(1) included",'),
      ),
    ).toBe(true);
    expect(rows.some((r) => r.startsWith('The Lord Is My Shepherd,Psalm 23 notes,,,'))).toBe(true);
  });
});

test.describe('bookmarks (supporters)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('bookmark a moment from the player with a note, then jump back to it from the episode page', async ({
    page,
  }) => {
    const { email } = await signUpAndVerify(page, { firstName: 'Tabitha' });
    await sql('UPDATE users SET supporter_since = now() WHERE email = $1', [email.toLowerCase()]);
    await page.goto(EPISODE);
    await expect(page.getByTestId('episode-bookmarks')).toContainText('Use the bookmark button', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Play episode' }).click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await player.getByRole('button', { name: 'Bookmark this moment' }).click();
    const dialog = page.getByRole('dialog', { name: /^Bookmark at \d+:\d\d$/ });
    await dialog.getByLabel('Note (optional)').fill('The valley');
    await dialog.getByRole('button', { name: 'Save bookmark' }).click();
    await expect(page.getByText(/^Bookmark saved at/)).toBeVisible();
    const list = page.getByTestId('episode-bookmarks');
    await expect(list.getByText('The valley')).toBeVisible();
    await list.getByRole('button', { name: /^Play from / }).click();
    await expect(player).toBeVisible();
  });

  test('a free user meets the Supporter Feature alert instead', async ({ page }) => {
    await signUpAndVerify(page, { firstName: 'Dorcas' });
    await page.goto(EPISODE);
    await page.getByRole('button', { name: 'Play episode' }).click();
    await page
      .getByRole('region', { name: 'Audio player' })
      .getByRole('button', { name: 'Bookmark this moment' })
      .click();
    await expect(page.getByRole('dialog').getByText('Supporter Feature', { exact: true })).toBeVisible();
    await expect(page.getByTestId('episode-bookmarks')).toHaveCount(0);
  });
});

test.describe('topics', () => {
  test('a visitor sees the topics, opens a free one with its questions, and meets the guard on a premium one', async ({
    page,
  }) => {
    await page.goto('/topics');
    await expect(page.getByTestId('topic-card')).toHaveCount(8);
    await page.getByRole('link', { name: /Anxiety and Peace/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anxiety and Peace' })).toBeVisible();
    await page.getByRole('button', { name: /Questions for discussion/ }).click();
    await expect(
      page.getByText('What tends to make you anxious, and how do you usually respond?'),
    ).toBeVisible();
    await expect(
      page.getByTestId('verse-list').getByRole('link', { name: /Philippians 4:6-7/ }),
    ).toBeVisible();

    await page.goto('/topics/lament');
    const alert = page.getByTestId('supporter-feature-alert');
    await expect(alert.getByText('Supporter Feature')).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Upgrade to Supporter' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  test('a recap shows its body, key verses and episodes', async ({ page }) => {
    await page.goto('/recaps/recap-psalms-for-the-weary');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Psalms for the Weary: Series Recap' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we read' })).toBeVisible();
    await expect(page.getByTestId('verse-list').getByRole('link', { name: /Psalms 46:10/ })).toBeVisible();
    await expect(page.getByTestId('episode-row')).toHaveCount(5);
  });
});
