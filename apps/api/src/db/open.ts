// Opens the database the settings ask for: a PostgreSQL server (DATABASE_URL) or the embedded one,
// then applies migrations. Both paths run the same migrations from code.
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { createDatabase, type Database } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';

/** How long shutdown waits for the pool's connections to close before it stops the database anyway. */
const POOL_CLOSE_MS = 5_000;

export interface OpenDatabase extends Database {
  /** Where the database is: the server's DATABASE_URL or the embedded one's. */
  url: string;
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
    url,
    embedded: Boolean(embedded),
    async shutdown() {
      // Bounded: a connection the database dropped mid-query can keep pool.end() from ever settling, and
      // with nothing else left to wait on Node would then exit (code 0) before the database below was
      // stopped, leaving it running. The timer keeps the process alive until we have moved on.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), POOL_CLOSE_MS)));
      const closed = database.close().then(
        () => 'closed' as const,
        (err: unknown) => logger.error({ err }, 'closing the pool failed'),
      );
      if ((await Promise.race([closed, gaveUp])) === 'timeout') logger.warn('the pool did not close in time; stopping the database anyway');
      clearTimeout(timer);
      await embedded?.stop();
    },
  };
}
