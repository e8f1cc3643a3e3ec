// Public endpoints of the landing pages: GET /config, POST /waitlist, POST /creator-submissions.
import { creatorSubmissionRequest, waitlistRequest } from '@rooted/shared';
import { type Context, Hono } from 'hono';
import { clientIp } from '../../lib/client-ip';
import type { AppEnv } from '../../lib/context';
import { readJson } from '../../lib/json-body';
import type { RateLimitRule } from '../../lib/rate-limit';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { sameOrigin } from '../../lib/same-origin';
import { createCreatorSubmission, joinWaitlist } from './landing.service';

const MINUTE = 60_000;
// Public forms: generous for people (a household shares one address), tight enough to stop a flood.
const WAITLIST_PER_IP = { name: 'waitlist:ip', max: 10, windowMs: 10 * MINUTE };
const CREATOR_PER_IP = { name: 'creator-submission:ip', max: 5, windowMs: 10 * MINUTE };

const tooMany = (s: number) => `Too many submissions. Please wait ${s} seconds and try again.`;

/** Counts one submission from the client's address; the limit grows with RATE_LIMIT_IP_SCALE (shared addresses). */
async function limitByIp(c: Context<AppEnv>, rule: RateLimitRule) {
  const { env } = c.get('deps');
  const scaled = { ...rule, max: Math.round(rule.max * env.RATE_LIMIT_IP_SCALE) };
  await rateLimiterFor(c.get('deps')).enforce([[scaled, clientIp(c, env.TRUST_PROXY)]], tooMany);
}

export const landingRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    // One setting, shown the same everywhere (SPEC §1 has two readings of the price).
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ supporterPriceMonthly: c.get('deps').env.SUPPORTER_PRICE_MONTHLY });
  })
  .post('/waitlist', sameOrigin, async (c) => {
    const deps = c.get('deps');
    const input = await readJson(c, waitlistRequest);
    await limitByIp(c, WAITLIST_PER_IP);
    await joinWaitlist({ db: deps.db, email: input.email, name: input.name });
    return c.json({ status: 'joined' as const });
  })
  .post('/creator-submissions', sameOrigin, async (c) => {
    const deps = c.get('deps');
    const input = await readJson(c, creatorSubmissionRequest);
    await limitByIp(c, CREATOR_PER_IP);
    const { id } = await createCreatorSubmission({ db: deps.db, submission: input });
    return c.json({ id }, 201);
  });
