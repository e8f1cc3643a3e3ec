// Applying verified payment events to the supporter tier, once each: payment_events remembers every
// event id we applied, so a replayed webhook (Stripe retries, or an attacker resending a captured request
// inside the signature window) changes nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { setSupporterById } from '../auth/user-admin.service';
import type { PaymentEvent, SupporterChange } from './payment-provider';

async function userIdFor(db: Db, change: Exclude<SupporterChange, { kind: 'ignore' }>): Promise<string | null> {
  if (change.kind === 'activate') return change.userId;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, change.customerId)).limit(1);
  return row?.id ?? null;
}

export async function applyPaymentEvent({ db, event }: { db: Db; event: PaymentEvent }): Promise<{ duplicate: boolean; applied: boolean }> {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
  if (seen) return { duplicate: true, applied: false };

  const { change } = event;
  let applied = false;
  if (change.kind !== 'ignore') {
    const userId = await userIdFor(db, change);
    if (userId) {
      if (change.kind === 'activate' && change.customerId)
        await db.update(users).set({ stripeCustomerId: change.customerId }).where(eq(users.id, userId));
      const supporter = change.kind !== 'cancel';
      const done = await setSupporterById({ db, userId, supporter, until: 'until' in change ? change.until : null });
      applied = done !== null;
      if (applied)
        await audit({ db, actorUserId: null, action: `payment.${change.kind}`, target: userId, details: { event: event.id, type: event.type } });
    }
  }
  // Recorded after applying: a failure above leaves the id unrecorded, so the provider's retry applies it.
  // The changes are idempotent (they set dates), so two concurrent deliveries of one event are harmless.
  await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { duplicate: false, applied };
}
