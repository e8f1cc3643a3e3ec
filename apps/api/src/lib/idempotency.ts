// Idempotency-Key for writes replayed from a device's offline queue. The first request with a key runs
// the write and stores its response in the same transaction; any later request with that key (from the
// same user) gets the stored response back and writes nothing. Keys are per user: another user's key
// with the same text is unrelated. A second request racing the first waits on the key's row lock and then
// sees the committed response, so two concurrent replays still write once.
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from './errors';
import { requestHeader } from './node-response';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A queued write older than this is not replayed by the client, so its key can go. */
const KEY_LIFETIME_MS = 7 * 86_400_000;

const keySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits, "-" or "_".');

/** The request's key, validated (400 when malformed), or undefined when the request has none. */
export function readIdempotencyKey(c: Context): string | undefined {
  // From Node's request: c.req.header() builds a fetch Headers of every header first (issue 13).
  const raw = requestHeader(c, IDEMPOTENCY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = keySchema.safeParse(raw.trim());
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, 'invalid_idempotency_key');
  return parsed.data;
}

export interface IdempotentResult<T> {
  body: T;
  /** True when the stored response of an earlier request was returned and nothing was written. */
  replayed: boolean;
}

export async function withIdempotency<T>(options: {
  db: Db;
  userId: string;
  key: string | undefined;
  /** What the key is for, e.g. 'PUT /notes': reusing a key for another request is a 409. */
  scope: string;
  run: (db: Db | Tx) => Promise<T>;
  now?: Date;
}): Promise<IdempotentResult<T>> {
  const { db, userId, key, scope, run, now = new Date() } = options;
  if (!key) return { body: await run(db), replayed: false };
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS))));
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, scope, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!earlier || earlier.scope !== scope) {
        throw conflict('This Idempotency-Key was already used for a different request.', 'idempotency_key_reused');
      }
      return { body: earlier.response as T, replayed: true };
    }
    const body = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: 200, response: body as unknown })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { body, replayed: false };
  });
}
