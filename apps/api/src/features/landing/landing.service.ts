// The public waitlist and creator submissions, and their lists for the admin area.
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatorSubmissions, waitlistEntries } from '../../db/schema';

/**
 * Adds the address once; joining again changes nothing (the first sign-up's name is kept) and
 * answers the same, so the endpoint cannot be used to learn who is on the list.
 */
export async function joinWaitlist(options: { db: Db; email: string; name?: string | null }): Promise<{ added: boolean }> {
  const { db, email, name } = options;
  const rows = await db
    .insert(waitlistEntries)
    .values({ email: email.trim().toLowerCase(), name: name || null })
    .onConflictDoNothing({ target: waitlistEntries.email })
    .returning({ id: waitlistEntries.id });
  return { added: rows.length > 0 };
}

export async function createCreatorSubmission(options: {
  db: Db;
  submission: { name: string; email: string; podcastName: string; feedUrl?: string | null; message?: string };
}): Promise<{ id: string }> {
  const { name, email, podcastName, feedUrl, message } = options.submission;
  const [row] = await options.db
    .insert(creatorSubmissions)
    .values({ name, email, podcastName, feedUrl: feedUrl ?? null, message: message ?? '' })
    .returning({ id: creatorSubmissions.id });
  return { id: row!.id };
}

interface Page {
  db: Db;
  limit?: number;
  offset?: number;
}

/** Newest first, for admins. */
export async function listWaitlistEntries({ db, limit = 100, offset = 0 }: Page) {
  const [entries, [total]] = await Promise.all([
    db.select().from(waitlistEntries).orderBy(desc(waitlistEntries.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(waitlistEntries),
  ]);
  return { total: total?.n ?? 0, entries };
}

/** Newest first, for admins. */
export async function listCreatorSubmissions({ db, limit = 100, offset = 0 }: Page) {
  const [submissions, [total]] = await Promise.all([
    db.select().from(creatorSubmissions).orderBy(desc(creatorSubmissions.createdAt)).limit(limit).offset(offset),
    db.select({ n: count() }).from(creatorSubmissions),
  ]);
  return { total: total?.n ?? 0, submissions };
}
