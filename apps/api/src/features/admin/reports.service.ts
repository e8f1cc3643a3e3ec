// Bug reports in the admin console: the list (reusing the bug-reports feature's query), status changes and
// the screenshots, which live in private storage and are only ever served to admins.
import type { AdminBugReport, AdminBugReportsQuery, BugReportStatus } from '@rooted/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bugReportImages, bugReports } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { storageFor } from '../../lib/storage';
import { BUG_REPORT_BUCKET, listBugReports, readBugReportImage } from '../bug-reports/bug-reports.service';
import { audit } from './audit.service';

export async function listReports({ db, query }: { db: Db; query: AdminBugReportsQuery }) {
  const { total, reports } = await listBugReports({ db, ...query });
  return {
    total,
    reports: reports.map(
      (r): AdminBugReport => ({
        id: r.id,
        title: r.title,
        description: r.description,
        category: r.category,
        priority: r.priority,
        status: r.status,
        browserInfo: r.browserInfo,
        currentUrl: r.currentUrl,
        reporterEmail: r.reporterEmail,
        createdAt: r.createdAt.toISOString(),
        images: r.images.map((i) => ({ id: i.id, originalFilename: i.originalFilename, fileSize: i.fileSize })),
      }),
    ),
  };
}

export async function setReportStatus(opts: { db: Db; actorId: string; reportId: string; status: BugReportStatus }) {
  const { db, actorId, reportId, status } = opts;
  const [before] = await db.select({ status: bugReports.status }).from(bugReports).where(eq(bugReports.id, reportId)).limit(1);
  if (!before) throw notFound('No such bug report.');
  await db.update(bugReports).set({ status, updatedAt: new Date() }).where(eq(bugReports.id, reportId));
  await audit({ db, actorUserId: actorId, action: 'bug_report.status', target: reportId, details: { from: before.status, to: status } });
  return { id: reportId, status };
}

/** The screenshot's bytes, or 404 when the image does not belong to that report. */
export async function readReportImage({ deps, reportId, imageId }: { deps: AppDeps; reportId: string; imageId: string }) {
  const [image] = await deps.db
    .select()
    .from(bugReportImages)
    .where(and(eq(bugReportImages.id, imageId), eq(bugReportImages.bugReportId, reportId)))
    .limit(1);
  const bytes = image && (await readBugReportImage({ storage: storageFor(deps, BUG_REPORT_BUCKET), imageUrl: image.imageUrl }));
  if (!bytes) throw notFound('No such screenshot.');
  return { body: bytes.body, contentType: bytes.contentType };
}
