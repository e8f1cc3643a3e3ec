// Production entry: settings → database (migrate, seed) → HTTP server, with a graceful shutdown.
import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { watchCatalogChanges } from './db/catalog-changes';
import { openDatabase } from './db/open';
import { seedIfEmpty } from './db/seed';
import { EnvError, loadEnv } from './env';
import { startFeedScheduler } from './features/podcasts/feeds/feed-scheduler';
import { warmPairIndexes } from './features/search/short-term-verses';
import { createAccessLog, createLogger } from './lib/logger';
import { mailWorkerFor } from './lib/mail-queue';
import { closeRateLimits, prepareRateLimits } from './lib/rate-limiter-for';
import { startServerProcesses } from './lib/server-processes';

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
  if (env.API_PROCESSES > 1 && cluster.isPrimary) {
    logger.info({ processes: env.API_PROCESSES }, 'starting the server processes');
    const processes = startServerProcesses({
      count: env.API_PROCESSES,
      entry: fileURLToPath(import.meta.url),
      logger,
    });
    // The primary only supervises: once its processes have stopped, so has the server (exit code set).
    await processes.stopped;
    return;
  }
  const started = performance.now();
  const database = await openDatabase(env, logger);
  await seedIfEmpty({ db: database.db, env, logger });
  // Catalogue answers (episode and series pages, dashboard parts) are kept in memory while this hears of
  // every catalogue change.
  const catalogChanges = await watchCatalogChanges({ db: database.db, url: database.url, logger });

  const deps = {
    db: database.db,
    pool: database.pool,
    env,
    logger,
    accessLog: createAccessLog(env.LOG_LEVEL),
  };
  const app = createApp(deps);
  // With REDIS_URL: connect before the first request, so every instance counts the same attempts.
  await prepareRateLimits(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
    logger.info(
      {
        url: `http://${info.address === '0.0.0.0' ? 'localhost' : info.address}:${info.port}`,
        startupMs: Math.round(performance.now() - started),
      },
      'Rooted is listening',
    );
  });

  // Feeds are fetched by one process (the only one, or the first of API_PROCESSES): refreshes would be
  // safe in every one (two imports of a feed take turns), but each would fetch the same feeds.
  const feedEnv = env.API_PROCESS_INDEX === 0 ? env : { ...env, FEED_REFRESH_MINUTES: 0 };
  const feeds = startFeedScheduler({ db: database.db, env: feedEnv, logger });
  // Mail queued before a restart (or while the mail server was down) goes out without waiting for new mail.
  // Every process has its worker, as every instance does: they claim rows with SKIP LOCKED.
  const mail = env.SMTP_URL ? mailWorkerFor({ db: database.db, env, logger }) : undefined;
  // 2-character searches are answered from an in-memory index: build it now, off the request path.
  warmPairIndexes(database.db).then(
    (ms) => logger.debug({ ms }, 'short-term search index ready'),
    (err: unknown) =>
      logger.warn({ err }, 'short-term search index not built; it is built on the first short search'),
  );

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
      await mail?.stop();
      await closeRateLimits(deps);
      await catalogChanges.stop();
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
