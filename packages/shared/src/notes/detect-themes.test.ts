import { describe, expect, it } from 'vitest';
import { detectThemes } from './detect-themes';

const TOPICS = [
  { id: 'grace', name: 'Grace', keywords: ['grace', 'gift', 'mercy', 'prodigal', 'saved'] },
  {
    id: 'anxiety-and-peace',
    name: 'Anxiety and Peace',
    keywords: ['anxiety', 'worry', 'peace', 'fear', 'rest'],
  },
  { id: 'prayer', name: 'Prayer', keywords: ['prayer', 'pray', "lord's prayer"] },
  { id: 'forgiveness', name: 'Forgiveness and Reconciliation', keywords: ['forgiveness', 'forgive'] },
  { id: 'psalms', name: 'The Psalms', keywords: ['psalms', 'psalm', 'shepherd'] },
];
const ids = (text: string) => detectThemes(text, TOPICS).map((t) => t.topic.id);

describe('theme detection (issue 9: notes matched against topic names and keywords)', () => {
  it('matches keywords and names case-insensitively', () => {
    expect(ids('The PRODIGAL son came home to mercy.')).toEqual(['grace']);
    expect(ids('Thinking about anxiety and peace this week')).toEqual(['anxiety-and-peace']);
    expect(ids('the psalms of David')).toEqual(['psalms']);
    expect(detectThemes('psalms', TOPICS)[0]).toMatchObject({ terms: ['psalms', 'psalm'], mentions: 1 });
  });

  it('finds the common word endings', () => {
    expect(ids('So many worries; I worried all night')).toEqual(['anxiety-and-peace']);
    expect(ids('I prayed and kept praying')).toEqual(['prayer']);
    expect(ids('forgiving is hard')).toEqual(['forgiveness']);
    expect(ids('gifts and graces')).toEqual(['grace']);
  });

  it('only matches whole words', () => {
    expect(ids('An interesting disgrace; a restless shepherdess')).toEqual([]);
  });

  it('handles keywords with apostrophes, typed with either quote', () => {
    expect(ids('We said the Lord\u2019s prayer together')).toEqual(['prayer']);
  });

  it('orders by mentions, then by first mention, and reports what matched', () => {
    const found = detectThemes('Peace. Then grace, grace and more grace, then no fear', TOPICS);
    expect(found.map((t) => t.topic.id)).toEqual(['grace', 'anxiety-and-peace']);
    expect(found[0]).toMatchObject({ terms: ['Grace'], mentions: 3 });
    expect(found[1]).toMatchObject({ terms: ['peace', 'fear'], mentions: 2, firstIndex: 0 });
  });

  it('finds nothing in an empty note or without topics', () => {
    expect(ids('   ')).toEqual([]);
    expect(detectThemes('grace', [])).toEqual([]);
  });
});
