// The /features demo widgets (SPEC §2): sample data only, each one responds to the visitor.
import { expect as baseExpect, test } from '@playwright/test';

// Generous waits: these journeys run beside other suites on small shared machines.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test.describe('features page demos', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/features');
    await expect(page.getByRole('heading', { level: 1, name: 'Everything you need to grow' })).toBeVisible();
  });

  test('Learn More scrolls to the visual-features section', async ({ page }) => {
    const top = () => page.evaluate(() => document.getElementById('visual-features')!.getBoundingClientRect().top);
    expect(await top()).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect.poll(top).toBeLessThan(100);
    await expect(page.getByTestId('visual-features').getByRole('heading', { name: 'Remember More' })).toBeInViewport();
    await expect(page).toHaveURL(/\/features$/);
  });

  test('series progress tracker, topic card and certificate respond', async ({ page }) => {
    const series = page.getByTestId('demo-series-progress');
    await expect(series.getByTestId('series-progress-count')).toHaveText('2/6 episodes');
    const nicodemus = series.getByRole('button', { name: 'Listen to Born Again: Nicodemus at Night' });
    await nicodemus.click();
    await nicodemus.click();
    await expect(series.getByTestId('series-progress-count')).toHaveText('3/6 episodes');
    await series.getByRole('button', { name: 'Reset demo' }).click();
    await expect(series.getByTestId('series-progress-count')).toHaveText('2/6 episodes');

    const topic = page.getByTestId('demo-topic-card');
    await expect(topic.getByTestId('topic-questions')).toHaveCount(0);
    await topic.getByRole('button', { name: 'Show 4 questions' }).click();
    await expect(topic.getByTestId('topic-questions').getByRole('listitem')).toHaveCount(4);

    const certificate = page.getByTestId('demo-certificate');
    await certificate.getByLabel('Name on certificate').fill('Lydia of Thyatira');
    await expect(certificate.getByTestId('certificate-preview')).toContainText('Lydia of Thyatira');
    await expect(certificate.getByTestId('certificate-supporter-badge')).toHaveCount(0);
    await certificate.getByRole('button', { name: 'Supporter badge' }).click();
    await expect(certificate.getByTestId('certificate-supporter-badge')).toBeVisible();
  });

  test('search demo switches between the free and supporter experiences', async ({ page }) => {
    const search = page.getByTestId('demo-search');
    await search.getByRole('textbox').fill('faith');
    await expect(search.getByTestId('search-demo-results')).toContainText('Saved by Grace Through Faith');
    await expect(search.getByTestId('search-demo-summary')).toHaveCount(0);
    await expect(search).toContainText('$5 per month');
    await search.getByRole('tab', { name: 'Supporter' }).click();
    await expect(search.getByTestId('search-demo-summary')).toContainText('Summary');
    await expect(search.getByTestId('search-demo-summary')).toContainText('Ephesians 2:8');
    await search.getByRole('textbox').fill('zz');
    await expect(search.getByTestId('search-demo-results')).toContainText('No keyword results found.');
    await expect(search.getByTestId('search-demo-summary')).toContainText('Enter at least 3 characters to search');
  });

  test('scripture detection, reflection and flashcard adding respond', async ({ page }) => {
    const scripture = page.getByTestId('demo-scripture');
    await scripture.getByRole('textbox').fill('Paul writes in Rom 8:28 about hope, and Psalm 23:1 about the shepherd.');
    await expect(scripture.getByTestId('detected-reference')).toHaveText(['Romans 8:28', 'Psalms 23:1']);
    await expect(scripture.getByTestId('detected-theme')).toHaveText(['hope', 'shepherd']);

    const reflection = page.getByTestId('demo-reflection');
    await expect(reflection.getByRole('button', { name: 'Save Reflection' })).toBeDisabled();
    await reflection.getByRole('textbox').fill('The well: Jesus met her where she was.');
    await reflection.getByRole('button', { name: 'Save Reflection' }).click();
    await expect(reflection.getByTestId('saved-reflection')).toContainText('Jesus met her where she was.');

    const flashcards = page.getByTestId('demo-flashcards');
    await flashcards.getByRole('button', { name: 'Add Flashcard' }).click();
    await expect(flashcards.getByTestId('flashcard-demo-quota')).toHaveText('4 of 5 free cards left this month');
    await flashcards.getByRole('button', { name: 'Add Flashcard' }).click();
    await expect(flashcards.getByRole('status')).toHaveText('John 3:16 is already in your deck');
    const card = flashcards.getByTestId('flashcard-demo-deck').getByRole('button');
    await expect(card).toHaveCount(1);
    await card.click();
    await expect(card).toContainText('For God so loved the world');
    await flashcards.getByLabel('Verse', { exact: true }).click();
    await page.getByRole('option', { name: 'Psalm 23:1' }).click();
    await flashcards.getByRole('button', { name: 'Add Flashcard' }).click();
    await expect(flashcards.getByTestId('flashcard-demo-deck').getByRole('button')).toHaveCount(2);
  });

  test('episode page with outline and questions, and notes that auto-save and export', async ({ page }) => {
    const episode = page.getByTestId('demo-episode');
    await expect(episode.getByTestId('episode-outline')).toContainText('A visitor after dark');
    await episode.getByRole('tab', { name: 'Discussion Questions' }).click();
    await episode.getByRole('button', { name: /Question 1:/ }).click();
    await episode.getByLabel('Your answer').fill('He was afraid of what others would think.');
    await episode.getByRole('button', { name: 'Save Answer' }).click();
    await expect(episode.getByText('Answer saved')).toBeVisible();

    const notes = page.getByTestId('demo-notes');
    await notes.getByRole('textbox').fill('My own note on John 3.');
    await expect(notes.getByTestId('notes-save-state')).toHaveText('Saving...');
    await expect(notes.getByTestId('notes-save-state')).toHaveText('Saved');
    const [download] = await Promise.all([page.waitForEvent('download'), notes.getByRole('button', { name: 'Export Notes' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Rooted_data_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Episode,Notes,Question,Answer,Created,Last Updated');
    expect(text).toContain('My own note on John 3.');
  });
});
