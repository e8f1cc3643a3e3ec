// Issue 14, backups: `npm run cli -- db backup <file>` and `db restore <file>` on the embedded database
// and the uploads, tested by a round trip through the real CLI: data and stored uploads → backup (while
// the cluster is in use, as under a running server) → both change → restore (refused while the cluster is
// in use) → the data is back, every table exactly as it was, sequences included, and every upload too.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { createLogger } from '../lib/logger';
import { createStorage, uploadsDir } from '../lib/storage';
import { ensureApiBuild, runCli } from '../../test/server-process';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooted-backup-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
const backupFile = path.join(dataDir, 'backups', 'rooted.backup.gz');
const logger = createLogger('silent');

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Uploads stored the way the app stores them (LocalStorage under DATA_DIR/uploads/<bucket>).
const storage = (bucket: string) => createStorage({ dataDir } as Env, bucket);
const uploads = uploadsDir({ dataDir });

/** Every file under a folder with its bytes' hash. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out[r] = createHash('sha256').update(fs.readFileSync(path.join(dir, r))).digest('hex');
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out;
}

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
let uploadsBefore: Record<string, string>;
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
      // A screenshot big enough to span several chunks of the file, and a topic image.
      await storage('bug-reports').put('user-1/report-1/0_shot.webp', randomBytes(300_000), 'image/webp');
      await storage('topic-images').put('hope.png', randomBytes(2_000), 'image/png');
      uploadsBefore = tree(uploads);
      expect(Object.keys(uploadsBefore).sort()).toEqual(['bug-reports/user-1/report-1/0_shot.webp', 'topic-images/hope.png']);

      // The cluster is in use (as under a running server): backup reads it through a snapshot…
      const backup = runCli(['db', 'backup', backupFile], env);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up \d+ rows from \d+ tables and 2 uploaded files \(295 KB\) to .*rooted\.backup\.gz \(\d+ KB, [\d.]+ s\)\.$/m);
      expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);

      // …and restore refuses.
      const refused = runCli(['db', 'restore', backupFile], env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/A Rooted server \(pid \d+\) is using the database in .*: stop it before restoring a backup\./);

      // Then the data changes: a user deleted (with their reports), a row edited, a row added.
      await client.query(`DELETE FROM users WHERE email = 'ruth@example.com'`);
      await client.query(`UPDATE waitlist_entries SET name = 'changed'`);
      await client.query(`INSERT INTO waitlist_entries (email) VALUES ('later@example.com')`);
      await storage('bug-reports').delete('user-1/report-1/0_shot.webp');
      await storage('topic-images').put('hope.png', Buffer.from('replaced'), 'image/png');
      await storage('topic-images').put('later.png', Buffer.from('added later'), 'image/png');
      nextCrossRefId = (await client.query<{ id: number }>(`SELECT max(id) AS id FROM bible_cross_references`)).rows[0]!.id;
      expect(await fingerprint(client)).not.toEqual(before);
    });

    const restored = runCli(['db', 'restore', backupFile], env);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored \d+ rows into \d+ tables and 2 uploaded files from .* The data it replaced is kept as the database "rooted_before_restore" and the uploads as .*uploads\.before-restore until the next restore\.$/m,
    );
    // The uploads are back as they were; the ones they replaced are kept beside them.
    expect(tree(uploads)).toEqual(uploadsBefore);
    expect(Object.keys(tree(`${uploads}.before-restore`)).sort()).toEqual(['topic-images/hope.png', 'topic-images/later.png']);
    expect(fs.existsSync(`${uploads}.restoring`)).toBe(false);

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

  it('backs up with no server running, in a file that holds the rows, the applied migrations and the uploads', async () => {
    const file = path.join(dataDir, 'offline.backup.gz');
    const res = runCli(['db', 'backup', file], env);
    expect(res.status, res.stderr).toBe(0);
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!.slice(2)) as { format: string; migrations: unknown[] };
    expect(header.format).toBe('rooted-backup');
    expect(header.migrations.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.startsWith('S\t['))).toBe(true);
    expect(lines.some((l) => l.startsWith('R\t') && l.includes('ruth@example.com'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('F\t')).map((l) => JSON.parse(l.slice(2)) as { path: string })).toEqual([
      { path: 'bug-reports/user-1/report-1/0_shot.webp' },
      { path: 'topic-images/hope.png' },
    ]);
    expect(lines.at(-1)).toBe(`X\t${JSON.stringify({ files: 2, bytes: 302_000 })}`);
  }, 60_000);

  it('refuses a file that is not a backup, or is cut short, and leaves the data as it was', async () => {
    const notBackup = path.join(dataDir, 'not-a-backup.gz');
    fs.writeFileSync(notBackup, 'just some text');
    const bad = runCli(['db', 'restore', notBackup], env);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Error: /);

    const full = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const cut = path.join(dataDir, 'cut.backup.gz');
    fs.writeFileSync(cut, gzipSync(full.slice(0, Math.floor(full.length / 2)).join('\n') + '\n'));
    const damaged = runCli(['db', 'restore', cut], env);
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toMatch(/incomplete|damaged/);

    // An upload whose path would leave the uploads folder, and one that does not match its checksum.
    const end = full.findIndex((l) => l.startsWith('X\t'));
    const withFile = (rel: string, bytes: string, sha: string) => {
      const file = path.join(dataDir, `hostile-${sha.slice(0, 4)}.backup.gz`);
      const body = [`F\t${JSON.stringify({ path: rel })}`, `B\t${Buffer.from(bytes).toString('base64')}`, `FE\t${JSON.stringify({ path: rel, bytes: bytes.length, sha256: sha })}`];
      fs.writeFileSync(file, gzipSync([...full.slice(0, end), ...body, ...full.slice(end)].join('\n') + '\n'));
      return file;
    };
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    const escaping = runCli(['db', 'restore', withFile('../../escaped.txt', 'x', sha('x'))], env);
    expect(escaping.status).toBe(1);
    expect(escaping.stderr).toMatch(/is damaged: an upload has the path "\.\.\/\.\.\/escaped\.txt"/);
    expect(fs.existsSync(path.join(dataDir, '..', 'escaped.txt'))).toBe(false);
    const corrupt = runCli(['db', 'restore', withFile('topic-images/x.png', 'abc', sha('abd'))], env);
    expect(corrupt.status).toBe(1);
    expect(corrupt.stderr).toMatch(/upload "topic-images\/x\.png" does not match its checksum/);
    expect(tree(uploads)).toEqual(uploadsBefore);
    expect(fs.existsSync(`${uploads}.restoring`)).toBe(false);

    await withCluster(async (client) => {
      const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'rooted%' ORDER BY 1`);
      expect(rows.map((r) => r.datname)).toEqual(['rooted', 'rooted_before_restore']); // no leftover staging database
      expect((await client.query(`SELECT is_admin FROM users WHERE email = 'ruth@example.com'`)).rows).toEqual([{ is_admin: true }]);
    });
  }, 120_000);

  it('restores a backup made before backups held the uploads, leaving the uploads as they are', () => {
    const full = gunzipSync(fs.readFileSync(backupFile)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(full[0]!.slice(2)) as Record<string, unknown>;
    const v1 = [`H\t${JSON.stringify({ ...header, version: 1 })}`, ...full.slice(1).filter((l) => !/^(F|B|FE|X)\t/.test(l))];
    const file = path.join(dataDir, 'v1.backup.gz');
    fs.writeFileSync(file, gzipSync(v1.join('\n') + '\n'));
    const res = runCli(['db', 'restore', file], env);
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/tables \(this backup is from before backups held the uploads: .*uploads was left as it was\) from /);
    expect(tree(uploads)).toEqual(uploadsBefore);
  }, 120_000);

  it('says that uploads in an S3 bucket are not in the backup', () => {
    const s3 = { S3_BUCKET: 'rooted-uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const res = runCli(['db', 'backup', path.join(dataDir, 's3.backup.gz')], { ...env, ...s3 });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^Uploads are stored in the S3 bucket "rooted-uploads", not in this backup: back up that bucket with your provider's tools\.$/m);
  }, 60_000);

  it('points to pg_dump for a PostgreSQL server of your own', () => {
    const res = runCli(['db', 'backup', path.join(dataDir, 'x.gz')], { ...env, DATABASE_URL: 'postgres://u@127.0.0.1:1/none' });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/pg_dump --format=custom/);
    expect(res.stderr).toMatch(/copy the uploads folder \(DATA_DIR\/uploads\) alongside/);
  });
});
