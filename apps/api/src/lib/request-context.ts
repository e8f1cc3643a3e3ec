import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { nodeResponse } from './node-response';

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
    // Under node-server straight onto Node's response (see security-headers.ts); otherwise on the
    // response's own headers: c.header() after the handler has answered rebuilds the response, which turns
    // node-server's plain string body into a stream (issue 13).
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('X-Request-Id', requestId);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
