import { SEARCH_CACHE_MS } from '@rooted/shared';
import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache (SPEC §9: search cache 30 s)', () => {
  it('keeps an entry for 30 s, then forgets it', () => {
    let now = 1_000;
    const cache = new TtlCache<string>(SEARCH_CACHE_MS, 10, () => now);
    cache.set('q', 'answer');
    now += SEARCH_CACHE_MS - 1;
    expect(cache.get('q')).toBe('answer');
    now += 1;
    expect(cache.get('q')).toBeUndefined();
  });

  it('holds at most its bound, dropping the oldest first', () => {
    const cache = new TtlCache<number>(SEARCH_CACHE_MS, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
