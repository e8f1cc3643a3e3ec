// POST /api/bug-reports (signed in): multipart fields + up to 3 screenshots under "images".
// Mounted before the API's 256 KB JSON limit (see app.ts) and carries its own, larger limit.
import { createBugReportFields, MAX_BUG_REPORT_IMAGES, MAX_BUG_REPORT_UPLOAD_BYTES } from '@rooted/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import { badRequest, errorBody } from '../../lib/errors';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { storageFor } from '../../lib/storage';
import { readScreenshotUploads } from './bug-report-uploads';
import { BUG_REPORT_BUCKET, createBugReport } from './bug-reports.service';
import { requestLog } from '../../lib/request-context';

// Room for every screenshot at its limit plus the text fields and multipart framing.
export const BUG_REPORT_BODY_LIMIT = MAX_BUG_REPORT_IMAGES * MAX_BUG_REPORT_UPLOAD_BYTES + 256 * 1024;

/** Enough for real use (several issues in a session), too few to fill the disk. */
export const BUG_REPORTS_PER_USER = { name: 'bug-report:user', max: 10, windowMs: 60 * 60_000 };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function json(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest('browserInfo must be valid JSON.', 'invalid_json');
  }
}

export const bugReportRoutes = new Hono<UserEnv>().post(
  '/',
  requireUser,
  bodyLimit({
    maxSize: BUG_REPORT_BODY_LIMIT,
    onError: (c) => c.json(errorBody('payload_too_large', 'The screenshots are too large. Please attach smaller images.'), 413),
  }),
  async (c) => {
    const deps = c.get('deps');
    const user = c.get('user');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest('The report could not be read. Please try again.', 'invalid_body');
    }
    const fields = createBugReportFields.parse({
      title: text(form.title),
      description: text(form.description),
      category: text(form.category),
      priority: text(form.priority),
      browserInfo: json(form.browserInfo),
      currentUrl: text(form.currentUrl),
    });
    const files = [form.images ?? []].flat().filter((f): f is File => f instanceof File);
    const images = await readScreenshotUploads(files);
    // Counted only for well-formed reports, so fixing a typo never costs a user their quota.
    await rateLimiterFor(deps).enforce(
      [[BUG_REPORTS_PER_USER, user.id]],
      (s) => `You have sent many reports recently. Please wait ${Math.ceil(s / 60)} minutes and try again.`,
    );
    const result = await createBugReport({
      db: deps.db,
      storage: storageFor(deps, BUG_REPORT_BUCKET),
      userId: user.id,
      fields,
      images,
    });
    requestLog(c).info({ bugReportId: result.id, images: result.imageCount }, 'bug report received');
    return c.json(result, 201);
  },
);
