import type { AuthUser } from '@rooted/shared';
import type pg from 'pg';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { AccessLog, Logger } from './logger';

/** Stored per-user settings several features need on every request. */
export interface UserSettings {
  timeZone: string | null;
  preferredBibleTranslation: string | null;
}

/** Everything a request handler may need, created once at start and passed to createApp. */
export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  env: Env;
  logger: Logger;
  /** One line per request (createAccessLog); without it, they go to `logger`. */
  accessLog?: AccessLog | null;
}

/**
 * Read a variable with `c.get('user')`, not `c.var.user`: Hono's `c.var` builds a new object of every
 * variable on each access, which showed in profiles of every endpoint (issue 13).
 */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Made on first use: call requestLog(c) (lib/request-context.ts). */
    log?: Logger;
    /** The signed-in user; set by requireUser, requireAdmin or optionalUser (lib/auth-guard). */
    user?: AuthUser;
    /**
     * The signed-in user's settings, read with the session in this same request (features/auth/session.ts),
     * so a feature need not read the users row again. Unset when better-auth answered instead.
     */
    userSettings?: UserSettings;
  };
}
