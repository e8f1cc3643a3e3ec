// Opens the database the settings ask for: a PostgreSQL server (DATABASE_URL) or the embedded one,
// then applies migrations. Both paths run the same migrations from code.
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { createDatabase, type Database } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

export interface OpenDatabase extends Database {
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if we started one. */
  shutdown(): Promise<void>;
}

export async function openDatabase(env: Env, logger: Logger): Promise<OpenDatabase> {
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT, logger });
  const url = env.DATABASE_URL ?? embedded!.url;
  const database = createDatabase(url, env.DB_POOL_SIZE);
  try {
    await runMigrations(database.pool);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  return {
    ...database,
    embedded: Boolean(embedded),
    async shutdown() {
      await database.close().catch((err) => logger.error({ err }, 'closing the pool failed'));
      await embedded?.stop();
    },
  };
}
