// SPEC §9 browser-side attempt limits (sign-in 5/60 s, sign-up 3/60 s), shared by every form on the page
// and cleaned every 5 minutes. The server enforces its own limits; this only spares needless requests.
import { AttemptLimiter, LIMITER_CLEANUP_INTERVAL_MS, SIGN_IN_LIMIT, SIGN_UP_LIMIT } from '@rooted/shared/auth/attempt-limiter';
import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { toast } from 'sonner';

const limiters = { signin: new AttemptLimiter(SIGN_IN_LIMIT), signup: new AttemptLimiter(SIGN_UP_LIMIT) };
let cleanup: ReturnType<typeof setInterval> | undefined;

function startCleanup() {
  cleanup ??= setInterval(() => Object.values(limiters).forEach((l) => l.cleanup()), LIMITER_CLEANUP_INTERVAL_MS);
}

export function showTooManyAttempts(seconds: number) {
  toast.error(AUTH_MESSAGES.tooManyAttemptsTitle, { description: AUTH_MESSAGES.tooManyAttempts(seconds) });
}

/** Records an attempt; when over the limit shows 'Too many attempts' and returns false. */
export function allowAttempt(kind: keyof typeof limiters): boolean {
  startCleanup();
  const decision = limiters[kind].attempt(kind);
  if (!decision.allowed) showTooManyAttempts(decision.waitSeconds);
  return decision.allowed;
}
