// Bug reports (SPEC §3, §7): the report and its screenshot rows in one transaction, the files in storage.
import type { z } from 'zod';
import type { createBugReportFields } from '@rooted/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bugReportImages, bugReports, users } from '../../db/schema';
import type { ObjectStorage } from '../../lib/storage';
import type { ScreenshotUpload } from './bug-report-uploads';

/** SPEC §7: screenshots live in the bucket "bug-reports". */
export const BUG_REPORT_BUCKET = 'bug-reports';

export type BugReportFields = z.output<typeof createBugReportFields>;

/** SPEC §7 storage path {userId}/{reportId}/{index}_{timestamp}.webp (the extension follows the real type). */
export function screenshotPath(userId: string, reportId: string, index: number, timestamp: number, ext: string): string {
  return `${userId}/${reportId}/${index}_${timestamp}.${ext}`;
}

export async function createBugReport(options: {
  db: Db;
  storage: ObjectStorage;
  userId: string;
  fields: BugReportFields;
  images: ScreenshotUpload[];
  now?: () => number;
}): Promise<{ id: string; imageCount: number }> {
  const { db, storage, userId, fields, images, now = Date.now } = options;
  const written: string[] = [];
  try {
    // Files are written inside the transaction: if any write or insert fails, the rows roll back and
    // the files written so far are removed below, so nothing half-done remains.
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .insert(bugReports)
        .values({ userId, ...fields })
        .returning({ id: bugReports.id });
      const id = report!.id;
      for (const [index, image] of images.entries()) {
        const key = screenshotPath(userId, id, index, now(), image.type);
        await storage.put(key, image.bytes, image.contentType);
        written.push(key);
        await tx.insert(bugReportImages).values({
          bugReportId: id,
          imageUrl: key,
          originalFilename: image.originalFilename,
          fileSize: image.bytes.byteLength,
        });
      }
      return { id, imageCount: images.length };
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
}

/** Newest first, with the reporter's e-mail and the screenshots' storage paths (for the admin area). */
export async function listBugReports(options: { db: Db; limit?: number; offset?: number; status?: string; category?: string; priority?: string }) {
  const { db, limit = 50, offset = 0, status, category, priority } = options;
  const where = and(
    status ? eq(bugReports.status, status) : undefined,
    category ? eq(bugReports.category, category) : undefined,
    priority ? eq(bugReports.priority, priority) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: bugReports, reporterEmail: users.email })
      .from(bugReports)
      .leftJoin(users, eq(users.id, bugReports.userId))
      .where(where)
      .orderBy(desc(bugReports.createdAt))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bugReports).where(where),
  ]);
  const ids = rows.map((r) => r.report.id);
  const images = ids.length
    ? await db.select().from(bugReportImages).where(inArray(bugReportImages.bugReportId, ids)).orderBy(bugReportImages.imageUrl)
    : [];
  return {
    total: total?.n ?? 0,
    reports: rows.map(({ report, reporterEmail }) => ({
      ...report,
      reporterEmail,
      images: images.filter((i) => i.bugReportId === report.id),
    })),
  };
}

/** A screenshot's bytes by its stored path, or null (for an admin image route). */
export function readBugReportImage(options: { storage: ObjectStorage; imageUrl: string }) {
  return options.storage.get(options.imageUrl);
}
