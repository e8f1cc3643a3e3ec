import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, REFLECTION_MAX_LENGTH } from '../notes/limits';
import { saveLearningEntryRequest } from './notes';

const messageFor = (body: unknown) => saveLearningEntryRequest.safeParse(body).error?.issues.map((i) => i.message);

describe('saveLearningEntryRequest: text over twice the cap is refused (SPEC §5)', () => {
  it('names the cap with thousands separators', () => {
    expect(messageFor({ kind: 'note', episodeId: 'ep-1', text: 'x'.repeat(NOTE_MAX_LENGTH * 2 + 1) })).toContain('Keep it under 20,000 characters');
    expect(messageFor({ kind: 'reflection', episodeId: 'ep-1', text: 'x'.repeat(REFLECTION_MAX_LENGTH * 2 + 1) })).toEqual(
      expect.arrayContaining([expect.stringContaining('Keep it under 5,000 characters')]),
    );
  });

  it('accepts text up to twice the cap (the server then caps it)', () => {
    expect(saveLearningEntryRequest.safeParse({ kind: 'note', episodeId: 'ep-1', text: 'x'.repeat(NOTE_MAX_LENGTH * 2) }).success).toBe(true);
  });
});
