import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { statementsDuring as sent } from '../../test/statements';
import { createTestApp } from '../../test/test-app';
import {
  batchedText,
  collectedPerTurn,
  MAX_CALLS_PER_STATEMENT,
  MAX_READ_CALLS_PER_STATEMENT,
} from './batched';
import { batchedPerDb, preparedSql } from './prepared';
import { canonicalBibleElements as v, users } from './schema';

const t = await createTestApp();
const { db, pool } = t.deps;
const statementsDuring = <T>(work: () => Promise<T>) => sent(pool, work);

// Verses of a chapter, in order: several rows per call, so the order within each call's answer matters.
const chapter = batchedPerDb((d) =>
  d
    .select({ verse: v.verse, text: v.text })
    .from(v)
    .where(
      sql`${v.translation} = 'WEB' AND ${v.type} = 'verse' AND ${v.book} = ${sql.placeholder('book')} AND ${v.chapter} = ${sql.placeholder('chapter')}`,
    )
    .orderBy(v.verse)
    .limit(sql.placeholder('limit'))
    .prepare('test_batched_chapter'),
);

const userById = batchedPerDb((d) =>
  d
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('test_batched_user'),
);

describe('batched reads (issue 13: the calls of one turn in one statement)', () => {
  it('calls made in the same turn share one statement, and each gets its own rows in the statement order', async () => {
    const asks = [
      { book: 43, chapter: 3, limit: 3 },
      { book: 19, chapter: 23, limit: 6 },
      { book: 43, chapter: 999, limit: 5 }, // no such chapter: no rows
      { book: 1, chapter: 1, limit: 2 },
    ];
    const { result, statements } = await statementsDuring(() =>
      Promise.all(asks.map((ask) => chapter(db).execute(ask))),
    );
    expect(statements.filter((s) => s.startsWith('test_batched_chapter'))).toHaveLength(1);
    expect(result.map((rows) => rows.map((r) => r.verse))).toEqual([
      [1, 2, 3],
      [1, 2, 3, 4, 5, 6],
      [],
      [1, 2],
    ]);
    expect(result[1]![0]!.text).toMatch(/Yahweh is my shepherd/);
    // The same answers as one call at a time.
    for (const [i, ask] of asks.entries()) expect(await chapter(db).execute(ask)).toEqual(result[i]);
  });

  it('a call made after a statement was sent waits for a statement of its own (nothing is kept)', async () => {
    const { statements } = await statementsDuring(async () => {
      await chapter(db).execute({ book: 43, chapter: 3, limit: 1 });
      await chapter(db).execute({ book: 43, chapter: 3, limit: 1 });
    });
    expect(statements.filter((s) => s.startsWith('test_batched_chapter'))).toHaveLength(2);
  });

  it(`more than ${MAX_READ_CALLS_PER_STATEMENT} reads in one turn are split evenly over several statements`, async () => {
    const asks = Array.from({ length: MAX_READ_CALLS_PER_STATEMENT + 5 }, (_, i) => ({
      book: 19,
      chapter: (i % 150) + 1,
      limit: 1,
    }));
    const { result, statements } = await statementsDuring(() =>
      Promise.all(asks.map((ask) => chapter(db).execute(ask))),
    );
    expect(statements.filter((s) => s.startsWith('test_batched_chapter'))).toHaveLength(2);
    expect(result.every((rows) => rows.length === 1 && rows[0]!.verse === 1)).toBe(true);
  });

  it("one call's bad input fails only that call", async () => {
    const me = await createSignedInUser(t);
    const answers = await Promise.allSettled([
      userById(db).execute({ id: me.id }),
      userById(db).execute({ id: 'not-a-uuid' }),
    ]);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: [{ id: me.id, email: me.email }] });
    expect(answers[1]!.status).toBe('rejected');
  });

  it('a statement PostgreSQL cannot prepare fails its calls and leaves the pool as it was', async () => {
    const broken = preparedSql(
      'test_batched_broken',
      sql`SELECT no_such_column FROM users WHERE id = ${sql.placeholder('id')}`,
      {
        batched: true,
      },
    );
    const answers = await Promise.allSettled([broken(db, { id: 'a' }), broken(db, { id: 'b' })]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    // Every connection of the pool still prepares and answers (no probe left behind on any of them).
    const asks = Array.from({ length: 12 }, (_, i) => ({ book: 43, chapter: (i % 21) + 1, limit: 1 }));
    expect(
      (await Promise.all(asks.map((ask) => chapter(db).execute(ask)))).every((rows) => rows.length === 1),
    ).toBe(true);
  });

  it('raw statements (preparedSql) are batched too and keep their rows as objects', async () => {
    const versesOf = preparedSql<{ verse: number; text: string }>(
      'test_batched_raw',
      sql`SELECT verse, text FROM canonical_bible_elements WHERE translation = 'KJV' AND type = 'verse'
          AND book = ${sql.placeholder('book')} AND chapter = 1 AND verse <= 2 ORDER BY verse`,
      { batched: true },
    );
    const { result, statements } = await statementsDuring(() =>
      Promise.all([versesOf(db, { book: 1 }), versesOf(db, { book: 43 })]),
    );
    expect(statements.filter((s) => s.startsWith('test_batched_raw'))).toHaveLength(1);
    expect(result[0]).toEqual([
      { verse: 1, text: expect.stringMatching(/^In the beginning God created/) },
      { verse: 2, text: expect.any(String) },
    ]);
    expect(result[1]![0]!.text).toMatch(/^In the beginning was the Word/);
  });
});

describe('the calls of one turn, split into statements', () => {
  const sizesOf = async (count: number, maxCalls?: number) => {
    const sizes: number[] = [];
    const call = collectedPerTurn(async (calls: number[]) => {
      sizes.push(calls.length);
      return calls.map((c) => c * 2);
    }, maxCalls);
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => call(i)));
    expect(answers).toEqual(Array.from({ length: count }, (_, i) => i * 2));
    return sizes;
  };

  it('reads are split evenly, never into a full statement and a nearly empty one', async () => {
    expect(await sizesOf(MAX_READ_CALLS_PER_STATEMENT, MAX_READ_CALLS_PER_STATEMENT)).toEqual([16]);
    expect(await sizesOf(17, MAX_READ_CALLS_PER_STATEMENT)).toEqual([9, 8]);
    expect(await sizesOf(40, MAX_READ_CALLS_PER_STATEMENT)).toEqual([14, 14, 12]);
  });

  it(`writes go ${MAX_CALLS_PER_STATEMENT} to a statement (each statement is a commit)`, async () => {
    expect(await sizesOf(100)).toEqual([100]);
    expect(await sizesOf(101)).toEqual([51, 50]);
  });
});

describe('the batched form of a statement', () => {
  it('unnests one typed array per parameter and puts each call in a lateral subquery', () => {
    const text = batchedText(`SELECT a FROM t WHERE b = $1 AND c < $2 LIMIT $3`, [
      'uuid',
      'timestamp with time zone',
      'integer',
    ]);
    expect(text).toContain(
      'unnest((SELECT $1::uuid[]), (SELECT $2::timestamp with time zone[]), (SELECT $3::integer[])) WITH ORDINALITY AS rooted_calls(p1, p2, p3, i)',
    );
    expect(text).toContain('WHERE b = rooted_calls.p1 AND c < rooted_calls.p2 LIMIT rooted_calls.p3');
    expect(text).toContain('ORDER BY rooted_calls.i, rooted_q.rooted_row');
  });

  it('leaves $n inside quoted literals, identifiers and comments alone', () => {
    const text = batchedText(
      `SELECT '$1 and it''s $2' AS "$1", x -- don't use $1\nFROM t /* nor $1 */ WHERE y = $1`,
      ['text'],
    );
    expect(text).toContain(
      `SELECT '$1 and it''s $2' AS "$1", x -- don't use $1\nFROM t /* nor $1 */ WHERE y = rooted_calls.p1`,
    );
  });

  it('refuses a statement without parameters', () => {
    expect(() => batchedText('SELECT 1', [])).toThrow(/needs a parameter/);
  });

  it('refuses a statement that takes an array (unnest would flatten it)', () => {
    expect(() => batchedText('SELECT 1 WHERE x = ANY($1)', ['text[]'])).toThrow(/array parameter/);
  });
});
