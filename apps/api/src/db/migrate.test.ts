// Several instances starting at once against one server: the second waits for the first's migrations under
// the advisory lock, however long they take (longer than the pool's per-statement limit, which killed the
// waiting instance before), and its pooled connection keeps that limit afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATION_LOCK, runMigrations } from './migrate';

const dbName = `rooted_test_${process.pid}_${randomBytes(4).toString('hex')}`;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

afterAll(async () => {
  const admin = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

describe('runMigrations with another instance migrating', () => {
  it('waits for the migration lock longer than statement_timeout, then restores the limit', async () => {
    const admin = new pg.Client({ connectionString: withDatabase(inject('serverUrl'), 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('templateDb')}`);
    await admin.end();
    const url = withDatabase(inject('serverUrl'), dbName);

    // "Instance A" holds the lock for 1.5 s; "instance B" has a 300 ms per-statement limit.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const pool = new pg.Pool({ connectionString: url, max: 1, statement_timeout: 300 });
    try {
      const started = performance.now();
      const migrating = runMigrations(pool);
      setTimeout(() => void holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]), 1_500);
      await expect(migrating).resolves.toBeUndefined();
      expect(performance.now() - started).toBeGreaterThanOrEqual(1_400);
      const { rows } = await pool.query('SHOW statement_timeout');
      expect(rows[0].statement_timeout).toBe('300ms');
    } finally {
      await pool.end();
      await holder.end();
    }
  });
});
