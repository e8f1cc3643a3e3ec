// The SQL form of SPEC §4's progress state must say what the shared function says, for every value.
import { progressState } from '@rooted/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { progressStateSql } from './progress-state-sql';

const t = await createTestApp();

describe('progress state in SQL (SPEC §4)', () => {
  it('equals the shared progressState for no record and every percentage from -1 to 101', async () => {
    const values = [null, ...Array.from({ length: 103 }, (_, i) => i - 1)];
    const { rows } = await t.deps.db.execute<{ progress: number | null; state: string }>(
      sql`SELECT v.progress, ${progressStateSql(sql`v.progress`)} AS state
          FROM unnest(${sql.param(values)}::smallint[]) AS v(progress)`,
    );
    expect(rows).toHaveLength(values.length);
    for (const row of rows) expect([row.progress, row.state]).toEqual([row.progress, progressState(row.progress)]);
  });
});
