// SPEC §1/§9 free quota: cards created in the user's current local calendar month. Deleting a card
// made this month gives its slot back, so a mistaken card does not cost a month's allowance.
import { flashcardQuota, quotaMonthStart, type FlashcardQuota } from '@rooted/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { localStartOf } from '../../db/local-time';
import { flashcards as f } from '../../db/schema';

export async function quotaFor(opts: {
  db: Db | Tx;
  userId: string;
  isSupporter: boolean;
  now: Date;
  timeZone: string;
}): Promise<FlashcardQuota> {
  const { db, userId, isSupporter, now, timeZone } = opts;
  // Local midnight of the 1st, as an instant: the database does the zone arithmetic (DST included).
  const start = localStartOf(sql`${quotaMonthStart(now, timeZone)}`, timeZone);
  const createdThisMonth = await db.$count(f, and(eq(f.userId, userId), gte(f.createdAt, start)));
  return flashcardQuota({ isSupporter, createdThisMonth });
}
