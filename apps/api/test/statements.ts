// Which statements the app sends while some work runs: the real pool is observed, not replaced.
import type pg from 'pg';

/** The names (or texts) of the statements `pool` sends while `work` runs, with the work's result. */
export async function statementsDuring<T>(pool: pg.Pool, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const query = pool.query.bind(pool);
  pool.query = ((config: { name?: string; text?: string }, ...rest: unknown[]) => {
    statements.push(config.name ?? config.text ?? String(config));
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  try {
    return { result: await work(), statements };
  } finally {
    pool.query = query;
  }
}
