// CSRF defence for requests that change state: the browser's Origin (or Fetch Metadata) must say the
// request came from our own pages. SameSite=Lax cookies already stop most cross-site posts; this closes
// the rest (older browsers, same-site subdomains). Non-browser clients send neither header and carry no
// ambient cookies, so they are not a CSRF risk and pass.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { forbidden } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function assertSameOrigin<E extends AppEnv>(c: Context<E>) {
  if (SAFE.has(c.req.method)) return;
  const origin = c.req.header('origin');
  const allowed = [new URL(c.var.deps.env.publicUrl).origin, new URL(c.req.url).origin];
  if (origin ? !allowed.includes(origin) : c.req.header('sec-fetch-site') === 'cross-site')
    throw forbidden('This request must come from the Rooted app itself.');
}

export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertSameOrigin(c);
  await next();
};
