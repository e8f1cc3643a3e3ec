import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit';

const rule = { name: 'test', max: 2, windowMs: 60_000 };

describe('RateLimiter (fixed windows)', () => {
  it('allows max hits per window, then reports the seconds until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => now);
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: true });
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: true });
    now += 15_500;
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.consume(rule, 'b')).toEqual({ allowed: true });
    now += 44_500;
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: true });
  });

  it('enforce counts every rule and throws a 429 AppError with Retry-After', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => 0);
    const other = { name: 'other', max: 5, windowMs: 10_000 };
    await limiter.enforce([[rule, 'x'], [other, 'y']]);
    await limiter.enforce([[rule, 'x'], [other, 'y']]);
    await expect(limiter.enforce([[rule, 'x'], [other, 'y']], (s) => `wait ${s}`)).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'wait 60',
      headers: { 'Retry-After': '60' },
    });
    // The refused attempt still counted against the other rule.
    expect(await limiter.consume(other, 'y')).toEqual({ allowed: true }); // 4th
    expect(await limiter.consume(other, 'y')).toEqual({ allowed: true }); // 5th
    expect(await limiter.consume(other, 'y')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('reset clears a key', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), () => 0);
    await limiter.consume(rule, 'k');
    await limiter.consume(rule, 'k');
    await limiter.reset(rule, 'k');
    expect(await limiter.consume(rule, 'k')).toEqual({ allowed: true });
  });
});
