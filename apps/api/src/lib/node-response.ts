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

/**
 * Sets a header of the answer a route is about to return. Under node-server it goes onto Node's response,
 * so the answer's own headers stay a plain object that node-server writes as it is: a header set with
 * c.header() makes Hono build a fetch Headers object, validated entry by entry and copied again for Node
 * (a few percent of a cached read, issue 13). Set it right before returning: on Node's response it stays
 * whatever the route then answers.
 */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/**
 * A request header, read from Node's own request under node-server: Hono's c.req.header() asks the fetch
 * Request for it, and node-server then builds a complete fetch Headers object from every incoming header,
 * validated entry by entry (a few percent of a cached read, issue 13). Node's header object is already
 * there, its names lower-case; repeated headers come joined as Headers would join them (", "; cookies
 * "; ").
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequest(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
