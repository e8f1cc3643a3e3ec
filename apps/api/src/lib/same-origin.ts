// CSRF defence for requests that change state: the browser's Origin (or Fetch Metadata) must say the
// request came from our own pages. SameSite=Lax cookies already stop most cross-site posts; this closes
// the rest (older browsers, same-site subdomains). Non-browser clients send neither header and carry no
// ambient cookies, so they are not a CSRF risk and pass.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { forbidden } from './errors';
import { requestHeader } from './node-response';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** PUBLIC_URL's origin, worked out once (every state-changing request compares against it). */
const origins = new Map<string, string>();
function originOf(url: string): string {
  let origin = origins.get(url);
  if (!origin) origins.set(url, (origin = new URL(url).origin));
  return origin;
}

export function assertSameOrigin<E extends AppEnv>(c: Context<E>) {
  if (SAFE.has(c.req.method)) return;
  const origin = requestHeader(c, 'origin');
  // The request's own origin is only worked out when the usual one (PUBLIC_URL's) does not match.
  const allowed = origin
    ? origin === originOf(c.get('deps').env.publicUrl) || origin === new URL(c.req.url).origin
    : requestHeader(c, 'sec-fetch-site') !== 'cross-site';
  if (!allowed) throw forbidden('This request must come from the Rooted app itself.');
}

export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertSameOrigin(c);
  await next();
};
