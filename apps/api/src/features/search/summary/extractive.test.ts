// The extractive generator on hand-made passages: which sentences it keeps and in what order.
import { describe, expect, it } from 'vitest';
import { extractiveAnswer, splitSentences, stemPrefix } from './extractive';
import type { Passage } from './retrieval';

const passage = (id: string, text: string, score: number): Passage => ({
  id,
  parentId: id,
  parentTitle: id,
  parentType: 'episode',
  text,
  startSeconds: null,
  listedVerses: [],
  score,
});

describe('extractive answers', () => {
  it('matches PostgreSQL stems as word starts', () => {
    expect(stemPrefix('anxieti')).toBe('anxi');
    expect(stemPrefix('forgiv')).toBe('forgi');
    expect(stemPrefix('run')).toBe('run');
  });

  it('keeps list lines apart and splits sentences', () => {
    expect(splitSentences('One sentence here. Another one!\n- a list item\nLast')).toEqual(['One sentence here.', 'Another one!', '- a list item', 'Last']);
  });

  it('picks the sentences covering most terms, skips questions and fragments, keeps reading order', () => {
    const answer = extractiveAnswer({
      lexemes: ['father', 'run'],
      passages: [
        passage('a', 'Welcome to the show, where the father runs. In that culture a dignified man did not run. The father runs to meet his son. Why did the father run?', 0.2),
        passage('b', 'Fathers and sons\nThe father runs down the road to welcome the son home.', 0.1),
        passage('c', 'A sentence about something else entirely, with no terms.', 0.05),
      ],
    });
    expect(answer).toEqual({
      text: 'In that culture a dignified man did not run. The father runs to meet his son. The father runs down the road to welcome the son home.',
      usedPassageIds: ['a', 'b'],
    });
  });

  it('returns null when there is no usable sentence', () => {
    expect(extractiveAnswer({ lexemes: ['grace'], passages: [passage('a', 'Grace?', 1)] })).toBeNull();
  });
});
