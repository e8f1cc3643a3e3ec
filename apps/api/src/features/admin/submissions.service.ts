// Waitlist and creator submissions for admins: the lists come from the landing feature; CSV export here.
import { toCsv } from '@rooted/shared';
import type { Db } from '../../db/client';
import { listCreatorSubmissions, listWaitlistEntries } from '../landing/landing.service';
import { audit } from './audit.service';

/** Enough for any realistic export in one file; the console pages through the lists instead. */
const EXPORT_LIMIT = 100_000;

export async function waitlistCsv({ db, actorId }: { db: Db; actorId: string }): Promise<string> {
  const { entries } = await listWaitlistEntries({ db, limit: EXPORT_LIMIT });
  // Exports carry personal data out of the product: worth a line in the audit log.
  await audit({ db, actorUserId: actorId, action: 'waitlist.export', target: 'waitlist', details: { rows: entries.length } });
  return toCsv(
    ['Email', 'Name', 'Joined'],
    entries.map((e) => [e.email, e.name, e.createdAt.toISOString()]),
  );
}

export async function creatorSubmissionsCsv({ db, actorId }: { db: Db; actorId: string }): Promise<string> {
  const { submissions } = await listCreatorSubmissions({ db, limit: EXPORT_LIMIT });
  await audit({ db, actorUserId: actorId, action: 'creator_submissions.export', target: 'creator_submissions', details: { rows: submissions.length } });
  return toCsv(
    ['Name', 'Email', 'Podcast', 'Feed URL', 'Message', 'Submitted'],
    submissions.map((s) => [s.name, s.email, s.podcastName, s.feedUrl, s.message, s.createdAt.toISOString()]),
  );
}

export { listCreatorSubmissions, listWaitlistEntries };
