// Stripe Checkout over its REST API with plain fetch (no SDK), and its webhook events normalised into
// SupporterChange. Only the fields we use are read; anything unexpected is ignored rather than trusted.
import type { PaymentEvent, PaymentProvider, SupporterChange } from './payment-provider';
import { SignatureError, verifyStripeSignature } from './stripe-signature';

const DAY_MS = 86_400_000;
/** Renewal invoices are paid around the period end; a little grace keeps the tier on meanwhile. */
export const RENEWAL_GRACE_MS = 2 * DAY_MS;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function toChange(type: string, o: Obj, now: Date): SupporterChange {
  const customerId = str(o.customer);
  if (type === 'checkout.session.completed') {
    const userId = str(o.client_reference_id);
    // Provisional renewal date: one month; the invoice event that follows sets the exact one.
    return userId ? { kind: 'activate', userId, customerId, until: new Date(now.getTime() + 31 * DAY_MS) } : { kind: 'ignore' };
  }
  if (type === 'invoice.paid' && customerId) {
    const line = obj(obj(o.lines).data && (obj(o.lines).data as unknown[])[0]);
    const end = Number(obj(line.period).end ?? o.period_end);
    return Number.isFinite(end) && end > 0 ? { kind: 'renew', customerId, until: new Date(end * 1000 + RENEWAL_GRACE_MS) } : { kind: 'ignore' };
  }
  if (type === 'customer.subscription.deleted' && customerId) return { kind: 'cancel', customerId };
  return { kind: 'ignore' };
}

export function createStripeProvider(opts: { secretKey: string; webhookSecret: string; priceMonthly: number }): PaymentProvider {
  return {
    async createCheckout({ userId, email, successUrl, cancelUrl }) {
      const form = new URLSearchParams({
        mode: 'subscription',
        client_reference_id: userId,
        customer_email: email,
        success_url: successUrl,
        cancel_url: cancelUrl,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': String(Math.round(opts.priceMonthly * 100)),
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': 'Rooted Supporter',
      });
      const res = await fetch('https://api.stripe.com/v1/checkout/sessions', {
        method: 'POST',
        headers: { Authorization: `Bearer ${opts.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      const body = obj(await res.json().catch(() => ({})));
      const url = str(body.url);
      if (!res.ok || !url) throw new Error(`Stripe checkout failed with status ${res.status}`);
      return { url };
    },

    parseWebhook({ payload, signature }): PaymentEvent {
      verifyStripeSignature({ payload, header: signature, secret: opts.webhookSecret });
      let event: Obj;
      try {
        event = obj(JSON.parse(payload));
      } catch {
        throw new SignatureError('The payload is not JSON.');
      }
      const id = str(event.id);
      const type = str(event.type);
      if (!id || !type) throw new SignatureError('The event has no id or type.');
      return { id, type, change: toChange(type, obj(obj(event.data).object), new Date()) };
    },
  };
}
