import { describe, expect, it } from 'vitest';
import { batchedLookup, MAX_KEYS_PER_STATEMENT } from './batched-lookup';

type Row = { key: number; value: string };

/** A lookup whose statements are recorded: which keys each one carried. */
function recorded(fail = false) {
  const statements: number[][] = [];
  const find = batchedLookup(
    async (keys: number[]) => {
      statements.push(keys);
      if (fail) throw new Error('database unavailable');
      return keys.filter((k) => k % 2 === 0).map((key) => ({ key, value: `row ${key}` }));
    },
    (row: Row) => row.key,
  );
  return { find, statements };
}

describe('batched lookups (issue 13: one statement for the lookups of one turn)', () => {
  it('lookups asked in the same turn share one statement, and each gets its own row or undefined', async () => {
    const { find, statements } = recorded();
    const answers = await Promise.all([find(2), find(3), find(4), find(2)]);
    expect(answers).toEqual([{ key: 2, value: 'row 2' }, undefined, { key: 4, value: 'row 4' }, { key: 2, value: 'row 2' }]);
    // One statement, each key once.
    expect(statements).toEqual([[2, 3, 4]]);
  });

  it('a lookup asked after a statement was sent waits for a statement of its own (never an older answer)', async () => {
    const { find, statements } = recorded();
    expect(await find(2)).toEqual({ key: 2, value: 'row 2' });
    expect(await find(2)).toEqual({ key: 2, value: 'row 2' });
    expect(statements).toEqual([[2], [2]]);
  });

  it(`more than ${MAX_KEYS_PER_STATEMENT} keys in one turn are split over several statements`, async () => {
    const { find, statements } = recorded();
    const keys = Array.from({ length: MAX_KEYS_PER_STATEMENT * 2 + 1 }, (_, i) => i);
    const answers = await Promise.all(keys.map(find));
    expect(answers.filter(Boolean)).toHaveLength(MAX_KEYS_PER_STATEMENT + 1);
    expect(statements.map((s) => s.length)).toEqual([MAX_KEYS_PER_STATEMENT, MAX_KEYS_PER_STATEMENT, 1]);
  });

  it('a failing statement fails every lookup it carried', async () => {
    const { find } = recorded(true);
    const results = await Promise.allSettled([find(1), find(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
