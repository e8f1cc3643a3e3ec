// The client's address, for rate limits and session records. X-Forwarded-For is trusted only when
// TRUST_PROXY says a proxy in front of us sets it; otherwise any client could pick its own address.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './node-response';

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // A proxy appends the address it saw, so the right-most entry is the one a client cannot forge.
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',').map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.[forwarded.length - 1];
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    return 'unknown';
  }
}
