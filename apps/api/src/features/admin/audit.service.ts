// The admin audit log (issue 12): who did what, to what, when. Writes go through lib/audit.ts; the
// console reads them back newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export { audit } from '../../lib/audit';

export async function listAudit({ db, limit = 50, offset = 0 }: { db: Db; limit?: number; offset?: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .orderBy(desc(auditLog.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    total: total?.n ?? 0,
    entries: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorEmail,
      action: entry.action,
      target: entry.target,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
