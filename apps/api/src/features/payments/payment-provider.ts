// The payment-provider seam (issue 12): the app knows checkout sessions and a few normalised events;
// Stripe is one implementation, chosen when its keys are set (env.ts requires both or neither).
import type { Env } from '../../env';
import { createStripeProvider } from './stripe-provider';

/** What a verified webhook asks us to do to a user's supporter tier. */
export type SupporterChange =
  /** A checkout finished: supporter on; remember the provider's customer id for later events. */
  | { kind: 'activate'; userId: string; customerId: string | null; until: Date }
  /** A period was paid: supporter until the new renewal date. */
  | { kind: 'renew'; customerId: string; until: Date }
  /** The subscription ended: supporter off now. */
  | { kind: 'cancel'; customerId: string }
  | { kind: 'ignore' };

export interface PaymentEvent {
  id: string;
  type: string;
  change: SupporterChange;
}

export interface PaymentProvider {
  createCheckout(opts: { userId: string; email: string; successUrl: string; cancelUrl: string }): Promise<{ url: string }>;
  /** Verifies the signature (throws SignatureError) and normalises the event. */
  parseWebhook(opts: { payload: string; signature: string | undefined }): PaymentEvent;
}

export function paymentProviderFor(env: Env): PaymentProvider | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    priceMonthly: env.SUPPORTER_PRICE_MONTHLY,
  });
}
