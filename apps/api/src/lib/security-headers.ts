import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { nodeRequest, nodeResponse, requestHeader } from './node-response';

// No inline scripts anywhere: the theme bootstrap is an external file. Inline styles stay allowed
// because the toast and popover libraries set positioning styles at run time.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The offline service worker (/sw.js) and the install manifest, both same-origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * HSTS only makes sense on an https response (browsers ignore it over http). A request is https when it
 * reached us over TLS, when PUBLIC_URL says the site is served over https, or when a trusted proxy
 * (TRUST_PROXY) says so in X-Forwarded-Proto; without TRUST_PROXY that header is the client's word.
 */
function servedOverHttps(c: Context<AppEnv>): boolean {
  const env = c.get('deps')?.env;
  if (env?.publicUrl.startsWith('https://')) return true;
  // Under node-server the socket says it directly; c.req.url would first build the whole URL.
  const incoming = nodeRequest(c);
  const tls = incoming ? 'encrypted' in incoming.socket && incoming.socket.encrypted === true : c.req.url.startsWith('https:');
  if (tls) return true;
  if (!env?.TRUST_PROXY) return false;
  const forwarded = requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const headers: [string, string][] = [
      ['Content-Security-Policy', CSP],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['X-Frame-Options', 'DENY'],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['X-Robots-Tag', 'noindex'],
    ];
    if (servedOverHttps(c)) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
    // Under node-server they go straight onto Node's response, which merges them into whatever the app
    // answers (no route sets these itself). Setting them on the fetch Response's Headers validated each
    // value again per request: about a sixth of a cached Bible chapter's cost (issue 13).
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
