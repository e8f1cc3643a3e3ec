// Flashcards journeys (issue 8): a deck, a verse from the Bible reader, one study session, the quota.
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';

const PASSWORD = 'Passw0rd!';
// Each page load waits on the session, a lazy chunk and its data; on a busy CI machine that can take
// several seconds, so assertions get more room than the 5 s default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A new, verified, signed-in user: sign up through the API, then open the e-mailed link (outbox mode). */
async function signUpAndVerify(page: Page, baseURL: string): Promise<string> {
  const email = `cards-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/api/auth/sign-up', {
    data: { firstName: 'Lydia', email, password: PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  const outbox = path.join(e2eDataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      const file = fs.readdirSync(outbox).find((f) => f.endsWith(`-${email}.eml`));
      link = file && fs.readFileSync(path.join(outbox, file), 'utf8').match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!); // verifies and signs in
  return email;
}

async function api(request: APIRequestContext, baseURL: string, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: { Origin: baseURL } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('create a deck, add John 3:16 from the Bible reader, study it, rate Good', async ({ page, baseURL }) => {
  test.setTimeout(180_000); // a whole journey: sign-up, deck, reader, study, deck page
  await signUpAndVerify(page, baseURL!);

  await page.goto('/flashcards/decks');
  await page.getByRole('button', { name: 'New deck' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('Memory verses');
  await page.getByRole('button', { name: 'Create deck' }).click();
  await expect(page.getByTestId('deck-tile').getByRole('link', { name: 'Memory verses' })).toBeVisible();

  await page.goto('/bible/WEB/John/3');
  await page.getByRole('button', { name: 'Actions for John 3:16' }).click();
  await page.getByRole('menuitem', { name: 'Add as flashcard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add John 3:16 as a flashcard' });
  await expect(dialog.getByRole('combobox', { name: 'Deck' })).toHaveText('Memory verses');
  await expect(dialog.getByRole('radio', { name: /Reference → Text/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add flashcard' }).click();
  await expect(page.getByText('Added John 3:16 to Memory verses')).toBeVisible();

  await page.goto('/flashcards');
  await expect(page.getByTestId('stat-due-today')).toHaveText('1');
  await page.getByRole('link', { name: 'Start Studying' }).click();
  await expect(page).toHaveURL(/\/flashcards\/study$/);
  const card = page.getByTestId('study-card');
  await expect(card.getByText('John 3:16', { exact: true })).toBeVisible();
  await expect(card.getByText('Recall the text of this verse.')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('study-answer')).toContainText('For God so loved the world');
  await expect(page.getByRole('button', { name: 'Good, next review in 1 day' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Easy, next review in 3 days' })).toBeVisible();
  await page.keyboard.press('3'); // Good

  await expect(page.getByText('Session complete — nothing due now')).toBeVisible();
  await expect(page.getByText('Your next card is due tomorrow.')).toBeVisible();
  await expect(page.getByTestId('last-rated')).toHaveText('John 3:16: next review tomorrow.');

  // Studying again now: nothing due, and when the next card is.
  await page.reload();
  await expect(page.getByText('Nothing due right now')).toBeVisible();
  await expect(page.getByText('Your next card is due tomorrow.')).toBeVisible();

  await page.goto('/flashcards/decks');
  await page.getByRole('link', { name: 'Memory verses' }).click();
  await expect(page.getByTestId('card-row')).toHaveCount(1);
  await expect(page.getByTestId('next-review')).toHaveText('Next review: Tomorrow');
  await expect(page.getByTestId('stat-due-tomorrow')).toHaveText('1');
  await expect(page.getByTestId('stat-reviews')).toHaveText('1');

  await page.goto('/flashcards');
  await expect(page.getByTestId('stat-due-today')).toHaveText('0');
  await expect(page.getByTestId('stat-study-streak')).toHaveText('1 day');
});

test('at the monthly limit the Supporter Feature alert shows; decks and cards can be managed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000); // a journey too: sign-up, the limit, then managing the deck
  await signUpAndVerify(page, baseURL!);
  const { deck } = await api(page.request, baseURL!, '/api/flashcards/decks', { name: 'Psalms' });
  for (const verseFrom of [1, 2, 3, 4, 5]) {
    await api(page.request, baseURL!, '/api/flashcards/cards', {
      deckId: deck.id,
      type: 'verse_to_text',
      book: 'Psalms',
      chapter: 23,
      verseFrom,
    });
  }
  await page.goto('/bible/WEB/Psalms/23');
  await page.getByRole('button', { name: 'Actions for Psalms 23:6' }).click();
  await page.getByRole('menuitem', { name: 'Add as flashcard' }).click();
  const alert = page.getByRole('dialog').getByTestId('supporter-feature-alert');
  await expect(alert).toContainText('Supporter Feature');
  await alert.getByRole('link', { name: 'Upgrade to Supporter' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Review stays unlimited: the five cards are all due to study.
  await page.goto('/flashcards/study');
  await expect(page.getByText('Card 1 of 5')).toBeVisible();

  // Managing the deck: rename, change a card's type, delete a card, add one by reference, delete the deck.
  await page.goto(`/flashcards/decks/${deck.id}`);
  await page.getByRole('button', { name: 'Options for Psalms', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Psalm 23');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Psalm 23' })).toBeVisible();

  await page.getByRole('button', { name: 'Options for Psalms 23:1' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('radio', { name: /First letters/ }).check();
  await page.getByRole('button', { name: 'Save card' }).click();
  const first = page.getByTestId('card-row').filter({ hasText: 'Psalms 23:1' });
  await expect(first).toContainText('First letters');

  await page.getByRole('button', { name: 'Options for Psalms 23:5' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete card' }).click();
  await expect(page.getByTestId('card-row')).toHaveCount(4);

  // Deleting a card made this month gives its slot back.
  await page.getByRole('button', { name: 'Add card' }).click();
  await page.getByLabel('Verse or passage').fill('Ps 23:5-6');
  await page.getByRole('button', { name: 'Add card', exact: true }).last().click();
  await expect(page.getByTestId('card-row').first()).toContainText('Psalms 23:5-6');
  await expect(page.getByTestId('stat-cards')).toHaveText('5');

  await page.getByRole('button', { name: 'Options for Psalm 23', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Its 5 cards and their review schedule will be deleted too.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete deck' }).click();
  await expect(page).toHaveURL(/\/flashcards\/decks$/);
  await expect(page.getByText('No decks yet')).toBeVisible();
});
