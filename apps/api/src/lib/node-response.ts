// Under @hono/node-server every request has Node's own request and response objects (c.env.incoming,
// c.env.outgoing); under app.request() in tests there are none.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

type NodeEnv = { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;

/** Node's response for this request, when the app runs under node-server. */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as NodeEnv)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' ? outgoing : undefined;
}

/** Node's request, when the app runs under node-server. */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as NodeEnv)?.incoming;
  return incoming && typeof incoming.on === 'function' ? incoming : undefined;
}
