// SPEC §6/§7: a signed-in user's preferred translation, stored on their profile (users row).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { findTranslation } from './translations.service';

/** The stored preference, or null when none is set or it is no longer a visible translation. */
export async function getPreferredTranslation({ db, userId }: { db: Db; userId: string }): Promise<string | null> {
  const [row] = await db
    .select({ preferred: users.preferredBibleTranslation })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.preferred) return null;
  return (await findTranslation({ db, id: row.preferred }))?.id ?? null;
}

export async function setPreferredTranslation({
  db,
  userId,
  translation,
}: {
  db: Db;
  userId: string;
  translation: string;
}): Promise<string> {
  const found = await findTranslation({ db, id: translation });
  if (!found) throw badRequest(`We don't have a Bible translation called "${translation}".`, 'unknown_translation');
  await db
    .update(users)
    .set({ preferredBibleTranslation: found.id, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return found.id;
}
