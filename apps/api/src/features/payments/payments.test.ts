// Stripe webhooks through the real app (issue 12): signatures checked (valid, tampered, stale), replays
// ignored, and the supporter tier turned on, renewed and off. No network: checkout is never created here.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { auditLog, users } from '../../db/schema';
import { loadEnv } from '../../env';
import { paymentProviderFor } from './payment-provider';
import { stripeTestHeader } from './stripe-signature';

const SECRET = 'whsec_test_secret';
const t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: SECRET });
const user = await createSignedInUser(t);

let n = 0;
const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: `evt_${Date.now()}_${++n}`, type, data: { object } });
const post = (payload: string, signature?: string) =>
  t.request('/api/payments/webhook', { method: 'POST', body: payload, headers: signature ? { 'stripe-signature': signature } : {} });
const tier = async () => {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
  return row!;
};

describe('Stripe webhook', () => {
  it('reports checkout as enabled when both keys are set, and disabled otherwise', async () => {
    expect(await (await t.request('/api/payments/config')).json()).toEqual({ enabled: true });
    expect(paymentProviderFor(loadEnv({}))).toBeNull();
    expect((await t.request('/api/payments/checkout', { method: 'POST' })).status).toBe(401);
  });

  it('refuses a missing, tampered or stale signature and changes nothing', async () => {
    const payload = event('checkout.session.completed', { client_reference_id: user.id, customer: 'cus_1' });
    expect((await post(payload)).status).toBe(400);
    const tampered = payload.replace('cus_1', 'cus_2');
    expect((await post(tampered, stripeTestHeader(payload, SECRET))).status).toBe(400);
    expect((await post(payload, stripeTestHeader(payload, 'whsec_wrong'))).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    const res = await post(payload, stripeTestHeader(payload, SECRET, stale));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');
    expect((await tier()).supporterSince).toBeNull();
  });

  it("accepts a payload signed by Stripe's own test helper (our verifier matches Stripe's scheme)", async () => {
    const stripe = new Stripe('sk_test_unused');
    const payload = event('customer.subscription.deleted', { customer: 'cus_nobody' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect((await post(payload, header)).status).toBe(200);
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await post(payload, wrong)).status).toBe(400);
  });

  it('turns supporter on for a valid checkout, once, even when the event is replayed', async () => {
    const payload = event('checkout.session.completed', { client_reference_id: user.id, customer: 'cus_123' });
    const first = await post(payload, stripeTestHeader(payload, SECRET));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false, applied: true });
    const on = await tier();
    expect(on.stripeCustomerId).toBe('cus_123');
    expect(on.supporterSince).not.toBeNull();
    expect(on.supporterUntil!.getTime()).toBeGreaterThan(Date.now() + 25 * 86400_000);

    // The same event again, freshly signed (a retry or a captured request): recognised and ignored.
    const replay = await post(payload, stripeTestHeader(payload, SECRET));
    expect(await replay.json()).toEqual({ received: true, duplicate: true, applied: false });
    const profile = (await (await t.request('/api/profile', { cookie: user.cookie })).json()) as { profile: { tier: string } };
    expect(profile.profile.tier).toBe('supporter');
  });

  it('renews to the paid period end and turns supporter off when the subscription ends', async () => {
    const end = Math.floor(Date.now() / 1000) + 60 * 86400;
    const paid = event('invoice.paid', { customer: 'cus_123', lines: { data: [{ period: { end } }] } });
    expect((await post(paid, stripeTestHeader(paid, SECRET))).status).toBe(200);
    const renewed = await tier();
    expect(renewed.supporterUntil!.getTime()).toBeGreaterThanOrEqual(end * 1000);

    const deleted = event('customer.subscription.deleted', { customer: 'cus_123' });
    expect((await post(deleted, stripeTestHeader(deleted, SECRET))).status).toBe(200);
    const off = await tier();
    expect(off.supporterUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(off.supporterSince).toEqual(renewed.supporterSince);
    const actions = (await t.deps.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['payment.activate', 'payment.renew', 'payment.cancel']));
  });

  it('acknowledges events it does not use', async () => {
    const other = event('customer.created', { id: 'cus_9' });
    expect(await (await post(other, stripeTestHeader(other, SECRET))).json()).toMatchObject({ applied: false, duplicate: false });
  });
});
