import { describe, expect, it } from 'vitest';
import { buildCardSides, CLOZE_BLANK, clozeText, firstLetters, FLASHCARD_TYPES } from './card-types';
import { addDays, daysBetween, localDate, monthStart } from './local-date';

const reference = 'John 3:16';
const text = 'For God so loved the world, that he gave his one and only Son.';

describe('card types (SPEC §3 flashcard_type)', () => {
  it('has verse_to_text, text_to_verse and two more', () => {
    expect(FLASHCARD_TYPES).toEqual(['verse_to_text', 'text_to_verse', 'first_letters', 'cloze']);
  });

  it('verse_to_text shows the reference and asks for the text', () => {
    const sides = buildCardSides({ type: 'verse_to_text', reference, text, seed: 'a' });
    expect(sides.prompt).toMatchObject({ reference, text: null });
    expect(sides.answer).toEqual({ reference, text });
  });

  it('text_to_verse shows the text and asks for the reference', () => {
    expect(buildCardSides({ type: 'text_to_verse', reference, text, seed: 'a' }).prompt).toMatchObject({
      reference: null,
      text,
    });
  });

  it('first_letters keeps the first letter of each word and its punctuation', () => {
    expect(firstLetters(text)).toBe('F G s l t w, t h g h o a o S.');
    expect(firstLetters('“Jesus wept.”')).toBe('“J w.”');
    expect(buildCardSides({ type: 'first_letters', reference, text, seed: 'a' }).prompt.text).toBe(
      firstLetters(text),
    );
  });

  it('cloze hides every third long word, stably per seed', () => {
    const hidden = clozeText(text, 'card-1');
    expect(hidden).toContain(CLOZE_BLANK);
    expect(hidden).toBe(clozeText(text, 'card-1'));
    // Five long words (loved, world, that, gave, only): one or two of them hidden, whatever the seed.
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const blanks = clozeText(text, seed).split(CLOZE_BLANK).length - 1;
      expect(blanks).toBeGreaterThanOrEqual(1);
      expect(blanks).toBeLessThanOrEqual(2);
    }
    expect(clozeText('I am he.', 'x')).toBe('I am he.');
  });
});

describe('local dates (next_review_date is a date in the user time zone)', () => {
  it('adds days and counts days across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-12-30', '2025-01-02')).toBe(3);
    expect(monthStart('2025-03-17')).toBe('2025-03-01');
  });

  it('reads a date in a time zone and treats unknown zones as UTC', () => {
    const instant = new Date('2025-03-10T03:30:00Z');
    expect(localDate(instant, 'America/New_York')).toBe('2025-03-09');
    expect(localDate(instant, 'Not/AZone')).toBe('2025-03-10');
  });
});
