import { count, sql } from 'drizzle-orm';
import { importBible } from '../../features/bible/import/import-bible';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import type { Db } from '../client';
import { bibleTranslations, podcasts } from '../schema';
import { backfillVerseIndex } from '../verse-index';
import { seedDemo } from './demo/seed-demo';

export interface SeedOptions {
  db: Db;
  env: Env;
  logger: Logger;
}

// Several instances starting at once against one server seed only once.
const SEED_LOCK = 727_002;

/** First start on an empty database: import the Bible and the demo content. Later starts do nothing. */
export async function seedIfEmpty({ db, env, logger }: SeedOptions): Promise<void> {
  let wrote = false;
  await db.transaction(async (tx) => {
    // The bulk import (and its trigram index upkeep) may take longer than the pool's per-statement
    // limit on a busy machine; lift it for this one transaction only. First, because a second instance
    // starting at once waits on the lock below for the whole first import.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [bible] = await tx.select({ n: count() }).from(bibleTranslations);
    if (!bible?.n) {
      logger.info('importing the Bible translations (first start)');
      await importBible(tx, logger);
      wrote = true;
    }
    // Episodes stored before the verse timeline (or by an older indexer) are indexed once.
    const backfill = await backfillVerseIndex(tx);
    if (backfill?.reindexed) {
      logger.info(backfill, 'indexed the verses of existing episodes');
      wrote = true;
    }
    const [catalog] = await tx.select({ n: count() }).from(podcasts);
    if (env.SEED_DEMO && !catalog?.n) {
      await seedDemo(tx);
      logger.info('seeded the demo content');
      wrote = true;
    }
  });
  // Fresh statistics after a bulk import keep the first queries on good plans. Only then: on a large
  // existing database, analysing every table on each start took seconds (and could hit the statement
  // timeout), which is most of a cold start (issue 13); autovacuum keeps statistics fresh otherwise.
  if (wrote) await db.execute(sql`ANALYZE`);
}
