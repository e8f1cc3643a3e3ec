import { Hono } from 'hono';
import pg from 'pg';
import type { AppDeps, AppEnv } from '../../lib/context';

// The check has its own database connection, not one from the request pool: under overload every pooled
// connection is busy and requests queue for one, and a health check waiting in that queue would make a
// working instance look dead to the load balancer, which would then pull it out and overload the others.
const probes = new WeakMap<AppDeps, pg.Pool>();

function probeFor(deps: AppDeps): pg.Pool {
  let probe = probes.get(deps);
  if (!probe) {
    const { connectionString, host, port, user, password, database, ssl } = deps.pool.options;
    probe = new pg.Pool({
      connectionString,
      host,
      port,
      user,
      password,
      database,
      ssl,
      max: 1,
      statement_timeout: 2_000,
      // Also on our side: a database that vanished without closing the connection must not hang the check.
      query_timeout: 2_500,
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 60_000,
      allowExitOnIdle: true,
    });
    // A lost connection (database restart) is replaced on the next check; it must not crash the process.
    probe.on('error', () => undefined);
    probes.set(deps, probe);
  }
  return probe;
}

/** GET /api/health: is the app up and can it reach its database? */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const started = performance.now();
  try {
    await probeFor(c.get('deps')).query('SELECT 1');
    return c.json({ status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started) });
  } catch {
    return c.json({ status: 'degraded', database: 'down' }, 503);
  }
});
