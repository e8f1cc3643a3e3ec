import { describe, expect, it } from 'vitest';
import { isStandalonePrefix, podcastSlug, standalonePrefix } from './slug';

describe('podcast slug rule (SPEC §2: lowercased, spaces to hyphens)', () => {
  it.each([
    ['Grace Notes', 'grace-notes'],
    ['The  Daily Scroll', 'the-daily-scroll'],
    [' Psalms ', 'psalms'],
  ])('%s → %s', (name, slug) => expect(podcastSlug(name)).toBe(slug));
});

describe("standalone prefix rule (SPEC §3: a prefix containing '-standalone')", () => {
  it('marks and recognises standalone prefixes', () => {
    expect(standalonePrefix('grace')).toBe('grace-standalone');
    expect(isStandalonePrefix('grace-standalone')).toBe(true);
    expect(isStandalonePrefix('grace-parables')).toBe(false);
  });
});
