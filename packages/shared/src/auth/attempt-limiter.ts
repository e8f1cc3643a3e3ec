// SPEC §9 client-side attempt limits: sign-in 5 per 60 s, sign-up 3 per 60 s, stale entries cleaned every 5 min.
// A courtesy in the browser only; the server enforces its own limits per IP and per e-mail.
export const SIGN_IN_LIMIT = { maxAttempts: 5, windowMs: 60_000 } as const;
export const SIGN_UP_LIMIT = { maxAttempts: 3, windowMs: 60_000 } as const;
export const LIMITER_CLEANUP_INTERVAL_MS = 5 * 60_000;

export interface AttemptLimit {
  maxAttempts: number;
  windowMs: number;
}

export type AttemptDecision = { allowed: true } | { allowed: false; waitSeconds: number };

export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(private readonly limit: AttemptLimit) {}

  /** Records an attempt when allowed; otherwise says how many whole seconds to wait. */
  attempt(key: string, now = Date.now()): AttemptDecision {
    const recent = this.recent(key, now);
    if (recent.length >= this.limit.maxAttempts) {
      const waitMs = recent[0]! + this.limit.windowMs - now;
      return { allowed: false, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    return { allowed: true };
  }

  reset(key: string) {
    this.attempts.delete(key);
  }

  /** Drops keys whose attempts have all left the window (run every LIMITER_CLEANUP_INTERVAL_MS). */
  cleanup(now = Date.now()) {
    for (const key of [...this.attempts.keys()]) if (this.recent(key, now).length === 0) this.attempts.delete(key);
  }

  get size() {
    return this.attempts.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
  }
}
