// JSON request bodies: a size limit for every route that takes one, and reading and validating them. Malformed
// or invalid input is a 400 with a readable message, too large a body a 413, never a 500.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError, badRequest, errorBody } from './errors';
import { nodeRequest } from './node-response';

/** JSON bodies are small; uploads have their own, larger limits on their own routes. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;
const TOO_LARGE_MESSAGE = 'The request body is too large.';

const fetchBodyLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: (c) => c.json(errorBody('payload_too_large', TOO_LARGE_MESSAGE), 413),
});

/**
 * The JSON body limit. Under node-server a declared Content-Length is checked from Node's own request and
 * readJson counts the bytes as it reads them: Hono's bodyLimit asks for the fetch Request's body first,
 * which builds a complete fetch Request with a web stream over Node's (about a tenth of a progress save,
 * issue 13). A body without a declared length (chunked) still goes through bodyLimit, as does every request
 * under app.request() (tests).
 */
export const jsonBodyLimit: MiddlewareHandler = (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  const incoming = nodeRequest(c);
  const length = incoming?.headers['content-length'];
  if (!incoming || length === undefined || incoming.headers['transfer-encoding'] !== undefined) return fetchBodyLimit(c, next);
  if (Number(length) > JSON_BODY_MAX_BYTES) return Promise.resolve(c.json(errorBody('payload_too_large', TOO_LARGE_MESSAGE), 413));
  return next();
};

/**
 * Node's request body as text, at most `max` bytes; undefined when it was already read another way. The
 * async iterator ends in an error when the client is gone before the body could be read (the stream closed
 * early or was already destroyed), so no request waits forever for an 'end' that never comes.
 */
function readNodeBody(c: Context, max: number): Promise<string> | undefined {
  const incoming = nodeRequest(c);
  if (!incoming || incoming.readableDidRead || incoming.readableEnded) return undefined;
  return (async () => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > max) throw new AppError(413, 'payload_too_large', TOO_LARGE_MESSAGE);
      chunks.push(chunk);
    }
    return chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
  })();
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  const text = readNodeBody(c, JSON_BODY_MAX_BYTES);
  try {
    body = text ? JSON.parse(await text) : await c.req.json();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badRequest('The request body must be valid JSON.', 'invalid_json');
  }
  // A ZodError becomes a 400 'validation_error' in lib/errors.
  return schema.parse(body);
}
