// The better-auth instance (hashing, sessions, verification and reset tokens) plus what the auth routes
// need around it. One per AppDeps, created on first use: lib/auth-guard and the routes share it
// without every caller of createApp having to build it.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { createMailer, type Mailer } from '../../lib/mail';
import type { RateLimiter } from '../../lib/rate-limit';
import { rateLimiterFor } from '../../lib/rate-limiter-for';
import { resetPasswordEmail, verificationEmail } from './auth-emails';
import { resolveAuthSecret } from './auth-secret';

/** Set by our routes on every call into better-auth, overwriting whatever the client sent. */
export const CLIENT_IP_HEADER = 'x-rooted-client-ip';
export const SESSION_COOKIE_PREFIX = 'rooted';

export function createAuth(deps: AppDeps, mailer: Mailer) {
  const { env, db, logger } = deps;
  const authLog = logger.child({ module: 'better-auth' });
  return betterAuth({
    appName: 'Rooted',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env, logger),
    trustedOrigins: [env.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link goes straight to the page (SPEC §2: /auth?mode=reset), which posts the token back.
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.publicUrl}/auth?mode=reset&token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordEmail({ to: user.email, firstName: firstNameOf(user), url }));
      },
      // Opening the e-mailed reset link proves the address, so an unverified account becomes verified.
      onPasswordReset: async ({ user }) => {
        await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail({ to: user.email, firstName: firstNameOf(user), url }));
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: false, input: true },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
        supporterSince: { type: 'date', required: false, input: false },
        supporterUntil: { type: 'date', required: false, input: false },
        preferredBibleTranslation: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own limiter (lib/rate-limit) guards every route, per IP and per e-mail.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: env.publicUrl.startsWith('https://'),
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: {
      // Its warnings are routine (every wrong password); real failures are errors.
      level: 'error',
      log: (level, message) => authLog[level](message),
    },
  });
}

function firstNameOf(user: { name: string } & Record<string, unknown>): string {
  return typeof user.firstName === 'string' && user.firstName ? user.firstName : user.name;
}

export type Auth = ReturnType<typeof createAuth>;

export interface AuthServices {
  auth: Auth;
  mailer: Mailer;
  limiter: RateLimiter;
}

const services = new WeakMap<AppDeps, AuthServices>();

export function authServices(deps: AppDeps): AuthServices {
  let found = services.get(deps);
  if (!found) {
    const mailer = createMailer(deps.env, deps.logger, deps.db);
    found = { auth: createAuth(deps, mailer), mailer, limiter: rateLimiterFor(deps) };
    services.set(deps, found);
  }
  return found;
}
