// The signed-in user's own profile (SPEC §6): names, preferred translation, tier, password, deletion.
// Every query is keyed by the session's user id; there is no way to name another user here.
import type { Profile } from '@rooted/shared';
import { isAPIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, bibleTranslations, bugReportImages, bugReports, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { ObjectStorage } from '../../lib/object-storage';
import type { Auth } from './auth';
import { fullName } from './auth.service';
import { isSupporterNow } from './session';

const WRONG_PASSWORD = new AppError(400, 'wrong_password', 'Your current password is incorrect.');

export async function getProfile({ db, userId }: { db: Db; userId: string }): Promise<Profile> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('Your account no longer exists.');
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName || null,
    preferredBibleTranslation: u.preferredBibleTranslation,
    tier: isSupporterNow(u.supporterSince, u.supporterUntil) ? 'supporter' : 'free',
    isAdmin: u.isAdmin,
    supporterSince: u.supporterSince?.toISOString() ?? null,
    supporterUntil: u.supporterUntil?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string | null;
  preferredBibleTranslation?: string | null;
}

export async function updateProfile({ db, userId, changes }: { db: Db; userId: string; changes: ProfileChanges }): Promise<Profile> {
  const translation = changes.preferredBibleTranslation;
  if (translation) {
    const [found] = await db
      .select({ id: bibleTranslations.id })
      .from(bibleTranslations)
      .where(and(eq(bibleTranslations.id, translation), eq(bibleTranslations.visible, true)))
      .limit(1);
    if (!found) throw badRequest('Unknown Bible translation.', 'unknown_translation');
  }
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw notFound('Your account no longer exists.');
    const firstName = changes.firstName ?? current.firstName;
    const lastName = changes.lastName === undefined ? current.lastName : changes.lastName || null;
    await tx
      .update(users)
      .set({
        firstName,
        lastName,
        name: fullName(firstName, lastName),
        ...(translation !== undefined ? { preferredBibleTranslation: translation } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
  return getProfile({ db, userId });
}

/** Checks the current password, sets the new one and ends every other session (a fresh cookie is returned). */
export async function changePassword({ auth, headers, currentPassword, newPassword }: { auth: Auth; headers: Headers; currentPassword: string; newPassword: string }): Promise<Headers> {
  try {
    const { headers: cookies } = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return cookies;
  } catch (err) {
    if (isAPIError(err) && (err.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD') throw WRONG_PASSWORD;
    throw err;
  }
}

/**
 * Deletes the account and, through ON DELETE CASCADE on every user_id, all of the user's rows, atomically;
 * then the files those rows pointed at (bug-report screenshots). Files go only after the commit, so a
 * failed delete never leaves rows pointing at missing files.
 */
export async function deleteAccount({
  auth,
  db,
  userId,
  password,
  uploads,
  logger,
}: {
  auth: Auth;
  db: Db;
  userId: string;
  password: string;
  uploads?: ObjectStorage;
  logger?: Logger;
}): Promise<void> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  const ctx = await auth.$context;
  if (!credential?.hash || !(await ctx.password.verify({ hash: credential.hash, password }))) throw WRONG_PASSWORD;
  const files = await db.transaction(async (tx) => {
    const images = await tx
      .select({ key: bugReportImages.imageUrl })
      .from(bugReportImages)
      .innerJoin(bugReports, eq(bugReports.id, bugReportImages.bugReportId))
      .where(eq(bugReports.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return images.map((i) => i.key);
  });
  for (const key of files) {
    await uploads?.delete(key).catch((err) => logger?.error({ err, key }, 'could not delete an uploaded file'));
  }
}
