import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives every request an id (kept from a trusted proxy's X-Request-Id) and one structured log line. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ reqId: requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    // On the response's own headers: c.header() after the handler has answered rebuilds the response,
    // which turns node-server's plain string body into a stream (a measurable cost per request, issue 13)
    // and, under node-server, dropped the security headers just set on it (security-headers.test.ts).
    c.res.headers.set('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
