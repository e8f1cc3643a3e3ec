import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

// $client: the pg pool, for the few raw prepared statements (db/prepared.ts).
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { schema };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Column names in the database are the schema's keys in snake_case. */
export const DB_CASING = 'snake_case';

// DATE columns come back as 'YYYY-MM-DD' strings, never shifted through a local-time Date.
pg.types.setTypeParser(1082, (v) => v);

export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A runaway query must not hold a connection forever.
    statement_timeout: 15_000,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  // Nor may a checked-out one between two queries (inside a transaction): without a listener, its
  // 'error' event would be an uncaught exception. Its next query fails (503, lib/errors) and the pool
  // discards it on release, as it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema, casing: DB_CASING });
  return { db, pool, close: () => pool.end() };
}
