// One error shape for the whole API: { error: { code, message } } with the right status.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please wait and try again.') =>
  new AppError(429, 'rate_limited', message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Readable message from a zod error: "title: Title is required; email: Invalid email". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

export function toErrorResponse(err: unknown, c: Context) {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return c.json(errorBody(err.code, err.message), err.status);
  }
  if (err instanceof z.ZodError) return c.json(errorBody('validation_error', describeZodError(err)), 400);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : 'http_error';
    return c.json(errorBody(code, err.message || 'Request failed.'), status);
  }
  if (isDatabaseUnavailable(err)) {
    c.header('Retry-After', '5');
    return c.json(errorBody('unavailable', 'The service is briefly unavailable. Please try again.'), 503);
  }
  if (isUnstorableText(err))
    return c.json(errorBody('invalid_text', 'The request contains characters that cannot be stored (such as a NUL character).'), 400);
  return null;
}

// PostgreSQL text cannot hold NUL (22021) or characters outside the database encoding (22P05). They come
// from the client, in a body field, a route parameter or a query, wherever they reach a query: the
// client's mistake (400), never ours (500).
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
function isUnstorableText(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
  }
  return false;
}

// Refused or reset connections, the server shutting down or starting up (57P01, 57P03), connection
// failures (08xxx), too many connections (53300), and pg's own messages for a dropped connection or a
// pool that could not connect in time. Drizzle wraps driver errors, so the whole cause chain is checked.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', '53300']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError: every address of the host refused the connection.
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length && errors.every((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
