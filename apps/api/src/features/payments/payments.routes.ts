// /api/payments: whether checkout is offered, starting a checkout, and the provider's webhook.
import { Hono } from 'hono';
import { requireUser, type UserEnv } from '../../lib/auth-guard';
import type { AppEnv } from '../../lib/context';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { paymentProviderFor } from './payment-provider';
import { applyPaymentEvent } from './payments.service';
import { SignatureError } from './stripe-signature';
import { requestLog } from '../../lib/request-context';

const notConfigured = () => new AppError(404, 'payments_disabled', 'Online payments are not set up. Please contact the team to become a supporter.');

const checkoutRoutes = new Hono<UserEnv>().use(requireUser).post('/', async (c) => {
  const { env } = c.get('deps');
  const provider = paymentProviderFor(env);
  if (!provider) throw notConfigured();
  if (c.get('user').isSupporter) throw conflict('You are already a supporter.', 'already_supporter');
  const profileUrl = `${env.publicUrl}/profile`;
  const { url } = await provider.createCheckout({
    userId: c.get('user').id,
    email: c.get('user').email,
    successUrl: `${profileUrl}?checkout=success`,
    cancelUrl: `${profileUrl}?checkout=cancelled`,
  });
  return c.json({ url });
});

export const paymentRoutes = new Hono<AppEnv>()
  .get('/config', (c) => c.json({ enabled: paymentProviderFor(c.get('deps').env) !== null }))
  .route('/checkout', checkoutRoutes)
  // Called by the provider, not a browser: no session; the signature is the authentication.
  .post('/webhook', async (c) => {
    const deps = c.get('deps');
    const provider = paymentProviderFor(deps.env);
    if (!provider) throw notConfigured();
    const payload = await c.req.text();
    let event;
    try {
      event = provider.parseWebhook({ payload, signature: c.req.header('stripe-signature') });
    } catch (err) {
      if (err instanceof SignatureError) throw badRequest(err.message, 'invalid_signature');
      throw err;
    }
    const result = await applyPaymentEvent({ db: deps.db, event });
    requestLog(c).info({ event: event.id, type: event.type, ...result }, 'payment webhook');
    return c.json({ received: true, ...result });
  });
