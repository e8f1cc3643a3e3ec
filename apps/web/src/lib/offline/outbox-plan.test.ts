// Issue 15, offline queue: writes made offline replay in the order they were made, only the newest write
// of each note slot or episode is sent (each carries the whole new state), and one user's queue never
// replays under another user's session.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureAction, newIdempotencyKey, planReplay, replayDelayMs, type QueuedWrite } from './outbox-plan';

let seq = 0;
const write = (target: string, userId = 'u1', body: unknown = {}): QueuedWrite => ({
  seq: ++seq,
  key: `key-${seq}`,
  userId,
  target,
  method: 'PUT',
  url: '/api/x',
  body,
  queuedAt: seq,
});

describe('planReplay', () => {
  it('sends writes oldest first', () => {
    const a = write('note:ep1');
    const b = write('progress:ep1');
    const c = write('note:ep2');
    expect(planReplay([c, a, b], 'u1').send).toEqual([a, b, c]);
  });

  it('sends only the newest write of a target; the older ones are superseded, not sent', () => {
    const first = write('note:ep1', 'u1', { text: 'Wri' });
    const other = write('progress:ep1');
    const last = write('note:ep1', 'u1', { text: 'Written offline' });
    const plan = planReplay([first, other, last], 'u1');
    expect(plan.send).toEqual([other, last]);
    expect(plan.superseded).toEqual([first]);
  });

  it("leaves another user's writes alone", () => {
    const mine = write('note:ep1', 'u1');
    const theirs = write('note:ep1', 'u2');
    const plan = planReplay([mine, theirs], 'u1');
    expect(plan.send).toEqual([mine]);
    expect(plan.superseded).toEqual([]);
  });

  it('property: every write of the user is either sent or superseded, once; one send per target, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ target: fc.constantFrom('a', 'b', 'c'), user: fc.constantFrom('u1', 'u2') }), { maxLength: 30 }),
        (specs) => {
          const writes = specs.map((s) => write(s.target, s.user));
          const { send, superseded } = planReplay(writes, 'u1');
          const mine = writes.filter((w) => w.userId === 'u1');
          expect([...send, ...superseded].map((w) => w.seq).sort((x, y) => x - y)).toEqual(mine.map((w) => w.seq));
          expect(new Set(send.map((w) => w.target)).size).toBe(send.length);
          expect(send.map((w) => w.seq)).toEqual([...send.map((w) => w.seq)].sort((x, y) => x - y));
          for (const s of superseded) expect(send.some((w) => w.target === s.target && w.seq > s.seq)).toBe(true);
        },
      ),
    );
  });
});

describe('failureAction', () => {
  it('keeps writes for later when offline, timed out, rate limited or the server fails', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(failureAction(status)).toBe('retry-later');
  });
  it('keeps writes until sign-in when the session is gone', () => {
    expect(failureAction(401)).toBe('wait-for-sign-in');
  });
  it('drops writes the server refuses outright', () => {
    for (const status of [400, 403, 404, 409, 413]) expect(failureAction(status)).toBe('drop');
  });
});

describe('replay timing and keys', () => {
  it('backs off from 5 s, doubling, capped at 5 minutes', () => {
    expect([0, 1, 2, 10].map(replayDelayMs)).toEqual([5000, 10_000, 20_000, 300_000]);
  });
  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
