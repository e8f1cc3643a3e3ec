// /api/admin/* (issue 12): every route checks the admin role on the server (requireAdmin), and every write
// goes through a service that writes the audit log. /api/admin/outbox is served by the auth feature.
import {
  adminBugReportsQuery,
  adminUsersQuery,
  recapSaveRequest,
  setAdminRequest,
  setBugReportStatusRequest,
  setSupporterRequest,
  topicSaveRequest,
} from '@rooted/shared';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireAdmin, type UserEnv } from '../../lib/auth-guard';
import { notFound } from '../../lib/errors';
import { listMailQueue } from '../../lib/mail-queue';
import { readJson } from '../../lib/json-body';
import { listAudit } from './audit.service';
import { getOverview } from './overview.service';
import { listReports, readReportImage, setReportStatus } from './reports.service';
import {
  deleteRecap,
  deleteTopic,
  listRecapsForEditing,
  listTopicsForEditing,
  saveRecap,
  saveTopic,
} from './topics-recaps.service';
import { creatorSubmissionsCsv, listCreatorSubmissions, listWaitlistEntries, waitlistCsv } from './submissions.service';
import { resendUserVerification, searchUsers, setAdmin, setSupporter } from './users.service';

const page = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Ids are UUIDs; anything else is simply not found (and never reaches the database as a bad cast). */
function idParam(c: Context<UserEnv>, name: string): string {
  const parsed = z.uuid().safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}

const actor = (c: Context<UserEnv>) => ({ db: c.get('deps').db, actorId: c.get('user').id });

function csv(c: Context<UserEnv>, name: string, body: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}_${new Date().toISOString().slice(0, 10)}.csv"`);
  return c.body(body);
}

export const adminRoutes = new Hono<UserEnv>()
  .use(requireAdmin)
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/overview', async (c) => c.json(await getOverview({ db: c.get('deps').db })))
  .get('/users', async (c) => c.json(await searchUsers({ db: c.get('deps').db, ...adminUsersQuery.parse(c.req.query()) })))
  .put('/users/:id/admin', async (c) => {
    const { admin } = await readJson(c, setAdminRequest);
    const user = await setAdmin({ db: c.get('deps').db, actorId: c.get('user').id, userId: idParam(c, 'id'), admin });
    return c.json({ user });
  })
  .put('/users/:id/supporter', async (c) => {
    const body = await readJson(c, setSupporterRequest);
    const user = await setSupporter({ db: c.get('deps').db, actorId: c.get('user').id, userId: idParam(c, 'id'), ...body });
    return c.json({ user });
  })
  .post('/users/:id/resend-verification', async (c) => {
    await resendUserVerification({ deps: c.get('deps'), actorId: c.get('user').id, userId: idParam(c, 'id') });
    return c.json({ ok: true as const });
  })
  .get('/bug-reports', async (c) => c.json(await listReports({ db: c.get('deps').db, query: adminBugReportsQuery.parse(c.req.query()) })))
  .put('/bug-reports/:id/status', async (c) => {
    const { status } = await readJson(c, setBugReportStatusRequest);
    return c.json(await setReportStatus({ db: c.get('deps').db, actorId: c.get('user').id, reportId: idParam(c, 'id'), status }));
  })
  .get('/bug-reports/:id/images/:imageId', async (c) => {
    const image = await readReportImage({ deps: c.get('deps'), reportId: idParam(c, 'id'), imageId: idParam(c, 'imageId') });
    c.header('Content-Type', image.contentType);
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(image.body as Uint8Array<ArrayBuffer>);
  })
  .get('/waitlist', async (c) => c.json(await listWaitlistEntries({ db: c.get('deps').db, ...page.parse(c.req.query()) })))
  .get('/waitlist.csv', async (c) => csv(c, 'waitlist', await waitlistCsv({ db: c.get('deps').db, actorId: c.get('user').id })))
  .get('/creator-submissions', async (c) => c.json(await listCreatorSubmissions({ db: c.get('deps').db, ...page.parse(c.req.query()) })))
  .get('/creator-submissions.csv', async (c) =>
    csv(c, 'creator_submissions', await creatorSubmissionsCsv({ db: c.get('deps').db, actorId: c.get('user').id })),
  )
  .get('/topics', async (c) => c.json({ topics: await listTopicsForEditing({ db: c.get('deps').db }) }))
  .post('/topics', async (c) => c.json({ topic: await saveTopic({ ...actor(c), input: await readJson(c, topicSaveRequest), create: true }) }, 201))
  .put('/topics/:id', async (c) => {
    const input = await readJson(c, topicSaveRequest.omit({ id: true }));
    return c.json({ topic: await saveTopic({ ...actor(c), input: { ...input, id: c.req.param('id') }, create: false }) });
  })
  .delete('/topics/:id', async (c) => {
    await deleteTopic({ ...actor(c), id: c.req.param('id') });
    return c.body(null, 204);
  })
  .get('/recaps', async (c) => c.json({ recaps: await listRecapsForEditing({ db: c.get('deps').db }) }))
  .post('/recaps', async (c) => c.json({ recap: await saveRecap({ ...actor(c), input: await readJson(c, recapSaveRequest), create: true }) }, 201))
  .put('/recaps/:id', async (c) => {
    const input = await readJson(c, recapSaveRequest.omit({ recapId: true }));
    return c.json({ recap: await saveRecap({ ...actor(c), input: { ...input, recapId: c.req.param('id') }, create: false }) });
  })
  .delete('/recaps/:id', async (c) => {
    await deleteRecap({ ...actor(c), id: c.req.param('id') });
    return c.body(null, 204);
  })
  // Mail the SMTP server has not accepted (or that was given up on): how an operator sees that SMTP is failing.
  .get('/mail-queue', async (c) => {
    const { limit } = page.parse(c.req.query());
    const queue = await listMailQueue(c.get('deps').db, limit);
    return c.json({ smtp: Boolean(c.get('deps').env.SMTP_URL), ...queue });
  })
  .get('/audit-log', async (c) => c.json(await listAudit({ db: c.get('deps').db, ...page.parse(c.req.query()) })));
