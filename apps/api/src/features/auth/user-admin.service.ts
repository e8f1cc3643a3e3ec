// Operator actions on accounts (CLI, test and e2e fixtures): create a user directly, grant roles.
// Same validation as sign-up; the password is hashed by better-auth's own hasher so sign-in accepts it.
import { emailField, firstNameField, lastNameField, newPasswordField } from '@rooted/shared';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { fullName } from './auth.service';

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

/** Supporter from now on, open-ended (payments, when they exist, set supporter_until). */
export const grantSupporter = ({ db, email }: { db: Db; email: string }) =>
  updateByEmail(db, email, { supporterSince: new Date(), supporterUntil: null });
