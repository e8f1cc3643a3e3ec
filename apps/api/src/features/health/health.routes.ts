import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';

/** GET /api/health: is the app up and can it reach its database? */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db } = c.get('deps');
  const started = performance.now();
  try {
    await db.execute(sql`SELECT 1`);
    return c.json({ status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started) });
  } catch {
    return c.json({ status: 'degraded', database: 'down' }, 503);
  }
});
