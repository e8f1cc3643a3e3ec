// Issue 14, backups: `npm run cli -- db backup <file>` and `db restore <file>` on the embedded database,
// tested by a round trip through the real CLI: data → backup (while the cluster is in use, as under a
// running server) → the data changes → restore (refused while the cluster is in use) → the data is back,
// every table exactly as it was, sequences included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { ensureApiBuild, runCli } from '../../test/server-process';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-backup-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
const backupFile = path.join(dataDir, 'backups', 'rooted.backup.gz');
const logger = createLogger('silent');

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function withCluster<T>(fn: (client: pg.Client, embedded: EmbeddedPostgres) => Promise<T>): Promise<T> {
  const embedded = await startEmbeddedPostgres({ dataDir, logger });
  const client = new pg.Client({ connectionString: embedded.url });
  await client.connect();
  try {
    return await fn(client, embedded);
  } finally {
    await client.end();
    await embedded.stop();
  }
}

/** Every public table's rows, as a fingerprint per table (order-independent). */
async function fingerprint(client: pg.Client): Promise<Record<string, string>> {
  const tables = (await client.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.t);
  const out: Record<string, string> = {};
  for (const t of tables) {
    const { rows } = await client.query<{ n: string; h: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(to_jsonb(x)::text, '|' ORDER BY to_jsonb(x)::text)) AS h FROM "${t}" x`,
    );
    out[t] = `${rows[0]!.n}:${rows[0]!.h ?? ''}`;
  }
  return out;
}

let before: Record<string, string>;
let nextCrossRefId: number;

beforeAll(async () => {
  await ensureApiBuild();
  // An empty cluster with this version's schema and a user, through the CLI like an operator would.
  const created = runCli(['user', 'create', '--email', 'ruth@example.com', '--password', 'Backup-Passw0rd!', '--first-name', 'Ruth', '--verified'], env);
  expect(created.status, created.stderr).toBe(0);
}, 180_000);

describe('db backup / db restore (embedded database)', () => {
  it('round-trips every table, and refuses to restore under a running server', async () => {
    await withCluster(async (client) => {
      // Values that are easy to get subtly wrong: microsecond timestamps, jsonb, unicode, NULLs, a
      // serial id (its sequence must continue after the restore).
      await client.query(`INSERT INTO waitlist_entries (email, name, created_at) VALUES ('zoë@example.com', 'Zoë “Quotes” O''Neil', '2024-02-29 23:59:59.123456+00')`);
      const [user] = (await client.query<{ id: string }>(`SELECT id FROM users WHERE email = 'ruth@example.com'`)).rows;
      await client.query(
        `INSERT INTO bug_reports (user_id, title, description, browser_info) VALUES ($1, 'Tab\tand newline', E'line 1\\nline 2 \\\\ end', '{"nested":{"a":[1,2.5,null]},"emoji":"🌱"}')`,
        [user!.id],
      );
      await client.query(`INSERT INTO bible_cross_references (from_book, from_chapter, from_verse, to_book, to_chapter, to_verse_from, votes) VALUES (43, 3, 16, 45, 5, 8, 7), (1, 1, 1, 43, 1, 1, 3)`);
      before = await fingerprint(client);

      // The cluster is in use (as under a running server): backup reads it through a snapshot…
      const backup = runCli(['db', 'backup', backupFile], env);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up \d+ rows from \d+ tables to .*rooted\.backup\.gz \(\d+ KB, [\d.]+ s\)\.$/m);
      expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);

      // …and restore refuses.
      const refused = runCli(['db', 'restore', backupFile], env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/A Rooted server \(pid \d+\) is using the database in .*: stop it before restoring a backup\./);

      // Then the data changes: a user deleted (with their reports), a row edited, a row added.
      await client.query(`DELETE FROM users WHERE email = 'ruth@example.com'`);
      await client.query(`UPDATE waitlist_entries SET name = 'changed'`);
      await client.query(`INSERT INTO waitlist_entries (email) VALUES ('later@example.com')`);
      nextCrossRefId = (await client.query<{ id: number }>(`SELECT max(id) AS id FROM bible_cross_references`)).rows[0]!.id;
      expect(await fingerprint(client)).not.toEqual(before);
    });

    const restored = runCli(['db', 'restore', backupFile], env);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows into \d+ tables from .* The data it replaced is kept as the database "rooted_before_restore" until the next restore\.$/m);

    await withCluster(async (client) => {
      expect(await fingerprint(client)).toEqual(before);
      // The serial continues past the restored rows.
      const { rows } = await client.query<{ id: number }>(`INSERT INTO bible_cross_references (from_book, from_chapter, from_verse, to_book, to_chapter, to_verse_from) VALUES (2, 2, 2, 3, 3, 3) RETURNING id`);
      expect(rows[0]!.id).toBeGreaterThan(nextCrossRefId);
      // The replaced data is still there under its own name.
      const kept = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'rooted_before_restore'`);
      expect(kept.rowCount).toBe(1);
    });

    // The restored database works for the app: the CLI migrates it and finds the restored user.
    const again = runCli(['user', 'grant-admin', 'ruth@example.com'], env);
    expect(again.status, again.stderr).toBe(0);
  }, 180_000);

  it('backs up with no server running, in a file that holds the rows and the applied migrations', async () => {
    const file = path.join(dataDir, 'offline.backup.gz');
    const res = runCli(['db', 'backup', file], env);
    expect(res.status, res.stderr).toBe(0);
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!.slice(2)) as { format: string; migrations: unknown[] };
    expect(header.format).toBe('rooted-backup');
    expect(header.migrations.length).toBeGreaterThan(5);
    expect(lines.at(-1)).toMatch(/^S\t\[/);
    expect(lines.some((l) => l.startsWith('R\t') && l.includes('ruth@example.com'))).toBe(true);
  }, 60_000);

  it('refuses a file that is not a backup, or is cut short, and leaves the data as it was', async () => {
    const notBackup = path.join(dataDir, 'not-a-backup.gz');
    fs.writeFileSync(notBackup, 'just some text');
    const bad = runCli(['db', 'restore', notBackup], env);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Error: /);

    const { gzipSync } = await import('node:zlib');
    const full = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const cut = path.join(dataDir, 'cut.backup.gz');
    fs.writeFileSync(cut, gzipSync(full.slice(0, Math.floor(full.length / 2)).join('\n') + '\n'));
    const damaged = runCli(['db', 'restore', cut], env);
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toMatch(/incomplete|damaged/);

    await withCluster(async (client) => {
      const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'rooted%' ORDER BY 1`);
      expect(rows.map((r) => r.datname)).toEqual(['rooted', 'rooted_before_restore']); // no leftover staging database
      expect((await client.query(`SELECT is_admin FROM users WHERE email = 'ruth@example.com'`)).rows).toEqual([{ is_admin: true }]);
    });
  }, 120_000);

  it('points to pg_dump for a PostgreSQL server of your own', () => {
    const res = runCli(['db', 'backup', path.join(dataDir, 'x.gz')], { ...env, DATABASE_URL: 'postgres://u@127.0.0.1:1/none' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/pg_dump --format=custom/);
  });
});
