// The admin audit log writer (issue 12), in lib so that every feature's admin routes can record their
// writes with one line: `await auditAction(c, 'series.update', seriesId)`. The console reads it back
// through features/admin/audit.service.ts.
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { AppEnv } from './context';

export interface AuditInput {
  db: Db;
  actorUserId: string | null;
  /** Dotted verb, e.g. 'user.admin.grant', 'bug_report.status'. */
  action: string;
  /** What was acted on: an e-mail, an id, a podcast name. */
  target: string;
  details?: Record<string, unknown>;
}

export async function audit({ db, actorUserId, action, target, details = {} }: AuditInput): Promise<void> {
  await db.insert(auditLog).values({ actorUserId, action, target, details });
}

/** The same from a route handler behind requireAdmin: the actor is the signed-in user. */
export function auditAction<E extends AppEnv>(c: Context<E>, action: string, target: string, details?: Record<string, unknown>) {
  return audit({ db: c.get('deps').db, actorUserId: c.get('user')?.id ?? null, action, target, details });
}
