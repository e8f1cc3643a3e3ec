// Production entry: settings → database (migrate, seed) → HTTP server, with a graceful shutdown.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed';
import { EnvError, loadEnv } from './env';
import { startFeedScheduler } from './features/podcasts/feeds/feed-scheduler';
import { createLogger } from './lib/logger';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const started = performance.now();
  const database = await openDatabase(env, logger);
  await seedIfEmpty({ db: database.db, env, logger });

  const app = createApp({ db: database.db, pool: database.pool, env, logger });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
    logger.info(
      { url: `http://${info.address === '0.0.0.0' ? 'localhost' : info.address}:${info.port}`, startupMs: Math.round(performance.now() - started) },
      'Rooted is listening',
    );
  });

  const feeds = startFeedScheduler({ db: database.db, env, logger });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Feed refreshes are cancelled at once; their transaction (if one is open) rolls back.
    const feedsStopped = feeds.stop();
    // Stop accepting; let in-flight requests finish (at most 10 s), then close the database.
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing them');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, 10_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await feedsStopped;
      await database.shutdown();
      logger.info('stopped cleanly');
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
