// Session cookies for the seeded users, signed the way better-auth signs them (HMAC-SHA256 of the token
// with AUTH_SECRET, base64, URL-encoded), so the load generator can act as 10,000 different people
// without 10,000 sign-ins (each a deliberately slow password hash).
import { createHmac } from 'node:crypto';

export const BENCH_AUTH_SECRET = 'rooted-bench-secret-not-for-production-0123456789';
const COOKIE = 'rooted.session_token';

export function sessionCookie(user, secret = BENCH_AUTH_SECRET) {
  const token = `bench-session-${user}`;
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}
