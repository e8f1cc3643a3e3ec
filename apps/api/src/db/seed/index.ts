import type { Db } from '../client';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';

export interface SeedOptions {
  db: Db;
  env: Env;
  logger: Logger;
}

/** First start on an empty database: import the Bible and the demo content. Later starts do nothing. */
export async function seedIfEmpty(_opts: SeedOptions): Promise<void> {}
