// Reading and sharing certificates. The owner sees everything and controls sharing; anyone else sees only a
// shared certificate, and only the fields the owner chose to show. A revoked or unknown code is the same 404,
// so a stranger cannot tell whether a code exists.
import {
  CERTIFICATE_CODE_PATTERN,
  type CertificateView,
  type PublicCertificate,
  type UpdateCertificateRequest,
} from '@rooted/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { issueIfComplete } from './certificate-issue.service';
import { buildLearnedText } from './learned-text.service';

type Row = typeof certificates.$inferSelect;

export function toPublicCertificate(row: Row): PublicCertificate {
  return {
    code: row.code,
    recipientName: row.recipientName,
    seriesName: row.seriesName,
    podcastName: row.podcastName,
    episodeCount: row.episodeCount,
    supporter: row.supporter,
    issuedAt: row.issuedAt.toISOString(),
    learnedText: row.includeLearned ? row.learnedText : null,
  };
}

function toView(row: Row, viewerId: string | null): CertificateView {
  const owner =
    viewerId === row.userId ? { seriesId: row.seriesId, shared: row.shared, includeLearned: row.includeLearned } : null;
  return { ...toPublicCertificate(row), owner };
}

async function findByCode(db: Db, code: string): Promise<Row | null> {
  if (!CERTIFICATE_CODE_PATTERN.test(code)) return null;
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
  return row ?? null;
}

/** The certificate behind a link: for its owner always, for anyone else only while it is shared. */
export async function viewCertificate(options: { db: Db; code: string; viewerId: string | null }) {
  const row = await findByCode(options.db, options.code);
  if (!row || (row.userId !== options.viewerId && !row.shared)) throw notFound('No such certificate.');
  return toView(row, options.viewerId);
}

/** Only a shared certificate, for the public image and the link preview (no session involved). */
export async function findSharedCertificate(db: Db, code: string): Promise<PublicCertificate | null> {
  const row = await findByCode(db, code);
  return row?.shared ? toPublicCertificate(row) : null;
}

/**
 * The user's certificate for a series, or null. A series completed without a certificate (the process
 * stopped between a save and its certificate, or the series was finished before certificates existed) is
 * issued here, still on the server.
 */
export async function seriesCertificate(options: { db: Db; userId: string; seriesId: string }) {
  const { db, userId, seriesId } = options;
  const mine = and(eq(certificates.userId, userId), eq(certificates.seriesId, seriesId));
  let [row] = await db.select().from(certificates).where(mine).limit(1);
  if (!row && (await issueIfComplete({ db, userId, seriesId }))) {
    [row] = await db.select().from(certificates).where(mine).limit(1);
  }
  return row ? toView(row, userId) : null;
}

/** Owner-only changes; another user's code answers 404 exactly like an unknown one. */
export async function updateCertificate(options: {
  db: Db;
  userId: string;
  code: string;
  changes: UpdateCertificateRequest;
}): Promise<CertificateView> {
  const { db, userId, code, changes } = options;
  const row = await findByCode(db, code);
  if (!row || row.userId !== userId) throw notFound('No such certificate.');
  const set: Partial<Row> = {};
  if (changes.shared !== undefined) set.shared = changes.shared;
  if (changes.includeLearned !== undefined) {
    set.includeLearned = changes.includeLearned;
    // A snapshot taken when the owner opts in: later edits to notes do not silently change a shared page.
    set.learnedText = changes.includeLearned ? await buildLearnedText({ db, userId, seriesId: row.seriesId }) : null;
  }
  if (Object.keys(set).length === 0) return toView(row, userId);
  const [updated] = await db.update(certificates).set(set).where(eq(certificates.id, row.id)).returning();
  return toView(updated!, userId);
}
