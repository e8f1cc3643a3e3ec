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
  // Databases left by a test process that died (its pid is in the name) are dropped.
  const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'rooted_test_%'");
  for (const row of stale.rows as { datname: string }[]) {
    const pid = Number(row.datname.split('_')[2]);
    if (pid && !isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => undefined);
  }
  await admin.end();
  project.provide('serverUrl', serverUrl);
  project.provide('templateDb', template);
}

export async function teardown() {
  await embedded?.stop();
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
