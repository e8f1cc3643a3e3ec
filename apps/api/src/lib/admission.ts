// Admission control for the API under overload. At most `maxInFlight` requests run at once (a few per
// database connection: more would only wait in the pool's own queue, holding memory); the rest wait here,
// in arrival order, holding almost nothing. A waiting request whose client has gone (timed out, closed the
// tab) is dropped before any work is done for it, so an overloaded server spends its time on people still
// waiting and its memory stays bounded instead of growing with abandoned work. Only past `maxQueue`
// waiting requests does it answer 503 with Retry-After.
import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from './errors';
import { nodeResponse } from './node-response';

export interface AdmissionOptions {
  maxInFlight: number;
  maxQueue: number;
  /** Requests that never wait (the load balancer's health check must see a busy instance as alive). */
  bypass?: (path: string) => boolean;
}

interface Waiter {
  admit: () => void;
  gone: boolean;
}

/**
 * Calls `onGone` if the client disconnects while its request waits; returns what stops watching. Under
 * node-server the response's 'close' event (before any answer was written) says so directly: reading
 * c.req.raw.signal there first builds a complete fetch Request from the incoming one, a measurable cost
 * for every queued request under load (issue 13). Elsewhere (app.request in tests) the signal is all there is.
 */
function watchClient(c: Context, onGone: () => void): () => void {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    outgoing.once('close', onGone);
    return () => outgoing.off('close', onGone);
  }
  const signal = c.req.raw.signal;
  signal.addEventListener('abort', onGone, { once: true });
  return () => signal.removeEventListener('abort', onGone);
}

/** nginx's "client closed request": logged, never seen by anyone. */
const CLIENT_GONE = 499;

export function admission({ maxInFlight, maxQueue, bypass }: AdmissionOptions): MiddlewareHandler {
  let inFlight = 0;
  const queue: Waiter[] = [];

  const release = () => {
    inFlight -= 1;
    while (queue.length) {
      const waiter = queue.shift()!;
      if (waiter.gone) continue;
      inFlight += 1;
      waiter.admit();
      return;
    }
  };

  return async (c, next) => {
    if (bypass?.(c.req.path)) return next();
    if (inFlight >= maxInFlight) {
      if (queue.length >= maxQueue) {
        c.header('Retry-After', '5');
        return c.json(errorBody('overloaded', 'The server is very busy. Please try again in a few seconds.'), 503);
      }
      const admitted = await new Promise<boolean>((resolve) => {
        // admit() runs from a later release(), after stopWatching is set.
        const admit = () => {
          stopWatching();
          resolve(true);
        };
        const waiter: Waiter = { admit, gone: false };
        queue.push(waiter);
        const stopWatching = watchClient(c, () => {
          const at = queue.indexOf(waiter);
          if (at === -1) return; // already admitted: the handler sees the abort itself
          waiter.gone = true;
          queue.splice(at, 1);
          resolve(false);
        });
      });
      if (!admitted) return new Response(null, { status: CLIENT_GONE });
    } else {
      inFlight += 1;
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
