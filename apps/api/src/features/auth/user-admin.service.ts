// Operator actions on accounts (CLI, admin console, payments, test and e2e fixtures): create a user directly,
// grant roles, turn the supporter tier on and off.
// Same validation as sign-up; the password is hashed by better-auth's own hasher so sign-in accepts it.
import { emailField, firstNameField, lastNameField, newPasswordField } from '@rooted/shared';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { fullName } from './auth.service';
import { isSupporterNow } from './session';

export const createUserInput = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: firstNameField,
  lastName: lastNameField.optional(),
  admin: z.boolean().default(false),
  supporter: z.boolean().default(false),
  verified: z.boolean().default(false),
});
export type CreateUserInput = z.input<typeof createUserInput>;

export async function createUser({ db, input }: { db: Db; input: CreateUserInput }): Promise<{ id: string; email: string }> {
  const u = createUserInput.parse(input);
  const passwordHash = await hashPassword(u.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, u.email)).limit(1);
    if (existing) throw conflict(`A user with the email ${u.email} already exists.`, 'email_taken');
    const id = crypto.randomUUID();
    await tx.insert(users).values({
      id,
      name: fullName(u.firstName, u.lastName),
      email: u.email,
      emailVerified: u.verified,
      firstName: u.firstName,
      lastName: u.lastName || null,
      isAdmin: u.admin,
      supporterSince: u.supporter ? new Date() : null,
    });
    // better-auth's credential account: accountId is the user id, providerId 'credential'.
    await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    return { id, email: u.email };
  });
}

async function updateByEmail(db: Db, email: string, set: Partial<typeof users.$inferInsert>): Promise<void> {
  const address = emailField.parse(email);
  const updated = await db.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.email, address)).returning({ id: users.id });
  if (!updated.length) throw notFound(`No user with the email ${address}.`);
}

export const grantAdmin = ({ db, email }: { db: Db; email: string }) => updateByEmail(db, email, { isAdmin: true });

type SupporterDates = { supporterSince: Date | null; supporterUntil: Date | null };

/**
 * The one rule for turning the supporter tier on or off (admin console, CLI, payments). Granting keeps the
 * start date of a running period and sets the end (a paid period's renewal date; null = open-ended).
 * Revoking ends the period now rather than erasing it, so the start date stays as history.
 */
export function supporterChange(opts: { current: SupporterDates; supporter: boolean; until?: Date | null; now?: Date }): SupporterDates {
  const { current, supporter, until = null, now = new Date() } = opts;
  const active = isSupporterNow(current.supporterSince, current.supporterUntil, now);
  if (supporter) return { supporterSince: active ? current.supporterSince : now, supporterUntil: until };
  return active ? { supporterSince: current.supporterSince, supporterUntil: now } : current;
}

/** Applies supporterChange to one user by id, in one statement-safe transaction; null when no such user. */
export async function setSupporterById(opts: { db: Db; userId: string; supporter: boolean; until?: Date | null }) {
  return opts.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ supporterSince: users.supporterSince, supporterUntil: users.supporterUntil })
      .from(users)
      .where(eq(users.id, opts.userId))
      .for('update');
    if (!current) return null;
    const next = supporterChange({ current, supporter: opts.supporter, until: opts.until });
    await tx.update(users).set({ ...next, updatedAt: new Date() }).where(eq(users.id, opts.userId));
    return next;
  });
}

async function idByEmail(db: Db, email: string): Promise<string> {
  const address = emailField.parse(email);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, address)).limit(1);
  if (!row) throw notFound(`No user with the email ${address}.`);
  return row.id;
}

/** Supporter from now on (open-ended unless `until` is given). */
export const grantSupporter = async ({ db, email, until }: { db: Db; email: string; until?: Date | null }) =>
  setSupporterById({ db, userId: await idByEmail(db, email), supporter: true, until });

export const revokeSupporter = async ({ db, email }: { db: Db; email: string }) =>
  setSupporterById({ db, userId: await idByEmail(db, email), supporter: false });
