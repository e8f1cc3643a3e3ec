// Server-side rate limits (fixed windows), independent of the browser's courtesy limiter.
// The store is in memory by default; with REDIS_URL set a shared store (redis-rate-limit-store.ts) plugs
// in behind RateLimitStore so that every app instance counts the same attempts (rate-limiter-for.ts).
import { tooManyRequests } from './errors';

export interface RateLimitStore {
  /** Counts one hit for `key` in its current window and returns the count and when the window ends (ms). */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
  /** Releases connections (shared stores); the in-memory store has nothing to close. */
  close?(): Promise<void>;
}

export interface RateLimitRule {
  /** Part of the key, so that different rules never share a counter. */
  name: string;
  max: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(key: string, windowMs: number, now: number) {
    this.sweep(now);
    const current = this.windows.get(key);
    const entry = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    entry.count += 1;
    this.windows.set(key, entry);
    return { ...entry };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  /** Expired windows are dropped at most once a minute, so memory stays bounded by recent traffic. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(rule: RateLimitRule, subject: string): Promise<RateLimitDecision> {
    const now = this.now();
    const { count, resetAt } = await this.store.hit(`${rule.name}:${subject}`, rule.windowMs, now);
    if (count <= rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
  }

  /** Counts against every rule (so each limit sees every attempt) and throws 429 with Retry-After if any is over. */
  async enforce(checks: [RateLimitRule, string][], message?: (seconds: number) => string): Promise<void> {
    const decisions = await Promise.all(checks.map(([rule, subject]) => this.consume(rule, subject)));
    const wait = Math.max(0, ...decisions.map((d) => (d.allowed ? 0 : d.retryAfterSeconds)));
    if (wait > 0) throw tooManyRequests(wait, message?.(wait) ?? `Too many requests. Please wait ${wait} seconds and try again.`);
  }

  reset(rule: RateLimitRule, subject: string): Promise<void> {
    return this.store.reset(`${rule.name}:${subject}`);
  }
}
