import type { AuthUser } from '@rooted/shared';
import type pg from 'pg';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from './logger';

/** Everything a request handler may need, created once at start and passed to createApp. */
export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  env: Env;
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    /** The signed-in user; set by requireUser, requireAdmin or optionalUser (lib/auth-guard). */
    user?: AuthUser;
  };
}
