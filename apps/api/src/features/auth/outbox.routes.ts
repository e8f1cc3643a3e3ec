// GET /api/admin/outbox: admins read the mail outbox (DESIGN.md: "Admins can read the outbox in the admin area").
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, type UserEnv } from '../../lib/auth-guard';
import { listOutbox } from '../../lib/outbox';

const query = z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) });

export const outboxRoutes = new Hono<UserEnv>().use(requireAdmin).get('/', async (c) => {
  const { to, limit } = query.parse(c.req.query());
  const messages = await listOutbox(c.get('deps').env, { to, limit });
  // With SMTP, the files are from before it was set up; what the mail server has not accepted yet is in
  // the queue (GET /api/admin/mail-queue).
  return c.json({ mode: c.get('deps').env.SMTP_URL ? 'smtp' : 'outbox', messages });
});
