// Reads and validates a JSON body: malformed or invalid input is a 400 with a readable message, never a 500.
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON.', 'invalid_json');
  }
  // A ZodError becomes a 400 'validation_error' in lib/errors.
  return schema.parse(body);
}
