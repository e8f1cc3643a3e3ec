// Under @hono/node-server every request has Node's own response object (c.env.outgoing); under
// app.request() in tests there is none.
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** Node's response for this request, when the app runs under node-server. */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' ? outgoing : undefined;
}
