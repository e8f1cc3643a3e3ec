import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context';
import type { AccessLine, Logger } from './logger';
import { nodeResponse, requestHeader } from './node-response';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * This request's logger (its lines carry the request id), made when first asked for: most requests log
 * nothing but their access line, and a child logger per request was a measurable part of a cached read.
 */
export function requestLog(c: Context): Logger {
  let log: Logger | undefined = c.get('log');
  if (!log) c.set('log', (log = (c.get('deps') as AppDeps).logger.child({ reqId: c.get('requestId') })));
  return log;
}

/** Gives every request an id (kept from a trusted proxy's X-Request-Id) and one structured log line. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  // The access line's fields are ours (method, path, status, time), never a secret: it skips the
  // redaction every other line goes through (half the cost of the line, issue 13). A failed request's line
  // goes out at once, with the other warnings and errors; the others are buffered (lib/logger.ts).
  const failures = deps.logger.child({}, { redact: [] });
  const access = deps.accessLog ?? ((line: AccessLine) => failures.info(line, 'request'));
  return async (c, next) => {
    const incoming = requestHeader(c, 'x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
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
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) failures.error(line, 'request failed');
    else access(line);
  };
}
