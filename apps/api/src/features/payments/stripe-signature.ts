// Stripe webhook signatures, implemented from Stripe's documented scheme (the stripe package is not a
// dependency): header `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=...]`, where v1 is
// HMAC-SHA256(secret, `${t}.${rawBody}`). A timestamp outside the tolerance window is refused so that a
// captured request cannot be replayed later; replays inside the window are caught by event id.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own libraries default to 5 minutes. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export class SignatureError extends Error {}

export function computeStripeSignature(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** A valid header for a payload, as Stripe's `generateTestHeaderString` makes one: for tests and tools. */
export function stripeTestHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeStripeSignature(payload, secret, timestamp)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't') timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  return { timestamp, signatures };
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Throws SignatureError unless one v1 signature matches and the timestamp is within the tolerance. */
export function verifyStripeSignature(opts: {
  payload: string;
  header: string | undefined;
  secret: string;
  toleranceSeconds?: number;
  nowSeconds?: number;
}): void {
  const { payload, header, secret, toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS } = opts;
  const nowSeconds = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!header) throw new SignatureError('Missing Stripe-Signature header.');
  const { timestamp, signatures } = parseHeader(header);
  if (!Number.isFinite(timestamp) || !signatures.length) throw new SignatureError('Malformed Stripe-Signature header.');
  const expected = computeStripeSignature(payload, secret, timestamp);
  if (!signatures.some((s) => sameHex(s, expected))) throw new SignatureError('Signature does not match the payload.');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new SignatureError('Timestamp outside the tolerance window.');
}
