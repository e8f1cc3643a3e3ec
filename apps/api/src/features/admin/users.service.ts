// Users in the admin console: search, roles, supporter tier, verification e-mails. Every change is audited.
import { LAST_ADMIN_MESSAGE, type AdminUser } from '@rooted/shared';
import { and, count, desc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { authServices } from '../auth/auth';
import { resendVerification } from '../auth/auth.service';
import { isSupporterNow } from '../auth/session';
import { setSupporterById } from '../auth/user-admin.service';
import { audit } from './audit.service';

type UserRow = typeof users.$inferSelect;

function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    emailVerified: u.emailVerified,
    isAdmin: u.isAdmin,
    isSupporter: isSupporterNow(u.supporterSince, u.supporterUntil),
    supporterSince: u.supporterSince?.toISOString() ?? null,
    supporterUntil: u.supporterUntil?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

/** LIKE wildcards in the search text are matched literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function searchUsers({ db, q, limit = 25, offset = 0 }: { db: Db; q?: string; limit?: number; offset?: number }) {
  const pattern = q ? `%${likeEscape(q)}%` : undefined;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { total: total?.n ?? 0, users: rows.map(toAdminUser) };
}

async function loadUser(db: Db, userId: string): Promise<AdminUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('No such user.');
  return toAdminUser(row);
}

/**
 * Grants or removes the admin role. An admin cannot remove their own role while they are the last admin
 * (the console would otherwise lock everyone out); the other admins' rows are locked so two admins
 * demoting themselves at once cannot both pass the check.
 */
export async function setAdmin(opts: { db: Db; actorId: string; userId: string; admin: boolean }): Promise<AdminUser> {
  const { db, actorId, userId, admin } = opts;
  const target = await loadUser(db, userId);
  await db.transaction(async (tx) => {
    if (!admin && userId === actorId) {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), ne(users.id, userId)))
        .for('update');
      if (!others.length) throw conflict(LAST_ADMIN_MESSAGE, 'last_admin');
    }
    await tx.update(users).set({ isAdmin: admin, updatedAt: new Date() }).where(eq(users.id, userId));
  });
  await audit({ db, actorUserId: actorId, action: admin ? 'user.admin.grant' : 'user.admin.revoke', target: target.email });
  return loadUser(db, userId);
}

export async function setSupporter(opts: { db: Db; actorId: string; userId: string; supporter: boolean; until?: string | null }) {
  const { db, actorId, userId, supporter } = opts;
  const until = opts.until ? new Date(opts.until) : null;
  const target = await loadUser(db, userId);
  await setSupporterById({ db, userId, supporter, until });
  await audit({
    db,
    actorUserId: actorId,
    action: supporter ? 'user.supporter.grant' : 'user.supporter.revoke',
    target: target.email,
    details: supporter ? { until: until?.toISOString() ?? null } : {},
  });
  return loadUser(db, userId);
}

export async function resendUserVerification(opts: { deps: AppDeps; actorId: string; userId: string }) {
  const { deps, actorId, userId } = opts;
  const target = await loadUser(deps.db, userId);
  if (target.emailVerified) throw conflict('This e-mail address is already verified.', 'already_verified');
  await resendVerification({ auth: authServices(deps).auth, email: target.email });
  await audit({ db: deps.db, actorUserId: actorId, action: 'user.verification.resend', target: target.email });
}
