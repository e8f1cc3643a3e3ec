// Per test file: a fresh database cloned from the seeded template, and the real app on top of it.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { loadEnv, type Env } from '../src/env';
import type { AppDeps } from '../src/lib/context';
import { createLogger } from '../src/lib/logger';
import { onFileEnd } from './cleanup';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  env: Env;
  /** Calls the app like a browser on the same origin would (JSON body, Origin header, cookies). */
  request(path: string, init?: RequestInit & { json?: unknown; cookie?: string }): Promise<Response>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const serverUrl = inject('serverUrl');
  const template = inject('templateDb');
  const name = `rooted_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();

  const dataDir = path.join(os.tmpdir(), name);
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...envOverrides });
  const database = createDatabase(withDatabase(serverUrl, name), 5);
  const deps: AppDeps = { db: database.db, pool: database.pool, env, logger: createLogger('silent') };
  const app = createApp(deps);

  // Not afterAll here: many files call this inside beforeAll or a test, where vitest never runs a new hook.
  onFileEnd(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });

  return {
    app,
    deps,
    database,
    env,
    request(p, init = {}) {
      const headers = new Headers(init.headers);
      headers.set('Origin', env.publicUrl);
      if (init.cookie) headers.set('Cookie', init.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return Promise.resolve(app.request(`http://localhost:3000${p}`, { ...init, headers, body }));
    },
  };
}
