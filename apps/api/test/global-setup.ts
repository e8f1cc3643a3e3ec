// Once per test run: a PostgreSQL server (TEST_DATABASE_URL, or an embedded one in .data-test) and a
// migrated, seeded template database. Each test file clones the template: fast and isolated.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { isAlive, startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/db/seed';
import { loadEnv } from '../src/env';
import { createLogger } from '../src/lib/logger';
import { repoRoot } from '../src/lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    templateDb: string;
  }
}

/** The template is rebuilt only when migrations or seed code change. */
function templateName(): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  // The seed's verse index is built by the shared reference parser: a change there changes the template.
  for (const dir of ['apps/api/src/db', 'apps/api/src/features/bible/import', 'apps/api/assets/demo', 'packages/shared/src/verses', 'packages/shared/src/search'])
    if (fs.existsSync(path.join(repoRoot, dir))) walk(path.join(repoRoot, dir));
  return `rooted_tpl_${hash.digest('hex').slice(0, 12)}`;
}

let embedded: EmbeddedPostgres | undefined;

export async function setup(project: TestProject) {
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'warn');
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(repoRoot, '.data-test'), logger, database: 'postgres' });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  const template = templateName();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
  if (!exists.rowCount) {
    const building = `${template}_building_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const database = createDatabase(withDatabase(serverUrl, building), 4);
    try {
      await runMigrations(database.pool);
      const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(repoRoot, '.data-test/app') });
      await seedIfEmpty({ db: database.db, env, logger });
    } finally {
      await database.close();
    }
    // Renaming last means a half-built template is never used. A concurrent run may have won the race.
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`).catch(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    });
    // Old templates from earlier code are dropped to save disk, but only in our own embedded cluster:
    // on a shared server another test run may still be cloning from one.
    if (embedded) {
      const old = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'rooted_tpl_%' AND datname <> $1", [template]);
      for (const row of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname}`).catch(() => undefined);
    }
  }
  // Databases left by a test process that died before this run (its pid is in the name) are dropped.
  await dropOrphanedTestDatabases(admin);
  await admin.end();
  runServerUrl = serverUrl;
  project.provide('serverUrl', serverUrl);
  project.provide('templateDb', template);
}

let runServerUrl: string | undefined;

/** Waits up to `ms` for a process to exit; true when it has. */
async function hasExited(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited >= ms) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Drops the test databases whose process has ended (the pid is in the name) and returns their names.
 * `graceMs` lets a worker that is still shutting down finish first; a process alive after that belongs
 * to another run on a shared server, and its database is left alone.
 */
async function dropOrphanedTestDatabases(admin: pg.Client, graceMs = 0): Promise<string[]> {
  const found = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'rooted_test_%'");
  const dropped: string[] = [];
  for (const row of found.rows as { datname: string }[]) {
    const pid = Number(row.datname.split('_')[2]);
    if (!pid || !(await hasExited(pid, graceMs))) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => undefined);
    dropped.push(row.datname);
  }
  return dropped;
}

// Every test file drops its own database when it ends (test/cleanup.ts). By now all workers have exited,
// so one still here was leaked by this run: it is dropped, and the run fails so the leak gets fixed
// rather than filling a shared server's disk (about 90 MB each).
export async function teardown() {
  try {
    if (!runServerUrl) return;
    const admin = new pg.Client({ connectionString: withDatabase(runServerUrl, 'postgres') });
    await admin.connect();
    const leaked = await dropOrphanedTestDatabases(admin, 10_000).finally(() => admin.end());
    if (leaked.length) {
      // vitest reports an error thrown here but keeps exit code 0, so the code is set as well.
      process.exitCode = 1;
      throw new Error(`${leaked.length} test database(s) were not dropped by their test file: ${leaked.join(', ')}`);
    }
  } finally {
    await embedded?.stop();
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
