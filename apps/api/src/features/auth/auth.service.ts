// Sign-up, sign-in, sign-out, verification and password reset on top of better-auth (SPEC §4, §8).
// Inputs arrive validated by the shared contracts; better-auth's errors become our error shape here.
import { AUTH_ERROR_CODES, AUTH_MESSAGES, type AuthUser, type SignUpResponse } from '@rooted/shared';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { Auth } from './auth';
import { toAuthUser } from './session';

interface AuthCall {
  auth: Auth;
  /** From authHeaders(c): the client's cookies and IP. */
  headers: Headers;
}

export interface WithCookies<T> {
  body: T;
  /** Set-Cookie headers to pass on (forwardCookies). */
  cookies?: Headers;
}

function errorCode(err: unknown): string | undefined {
  return isAPIError(err) ? (err.body as { code?: string } | undefined)?.code : undefined;
}

export const fullName = (firstName: string, lastName?: string | null) => [firstName, lastName].filter(Boolean).join(' ');

/** Where the e-mailed verification link lands after better-auth has verified the address. */
export function verificationCallback(returnTo?: string): string {
  return `/verification?status=verified${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;
}

export async function signIn({ auth, headers, email, password }: AuthCall & { email: string; password: string }): Promise<WithCookies<{ user: AuthUser }>> {
  try {
    const { headers: cookies, response } = await auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true });
    return { body: { user: toAuthUser(response.user) }, cookies };
  } catch (err) {
    const code = errorCode(err);
    if (code === 'EMAIL_NOT_VERIFIED') throw new AppError(403, AUTH_ERROR_CODES.emailNotVerified, AUTH_MESSAGES.verifyEmailAlert);
    if (code === 'INVALID_EMAIL_OR_PASSWORD') throw new AppError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);
    if (isAPIError(err) && err.statusCode === 400) throw badRequest(err.message);
    throw err;
  }
}

export interface SignUpInput {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  returnTo?: string;
}

/**
 * SPEC §4: a new e-mail creates an unverified account and sends the verification link. An existing e-mail
 * tries a sign-in with the same password instead: signed in ('Welcome back!'), not verified (the link is
 * sent again), or 409 with the 'already registered' message.
 */
export async function signUp({ auth, db, headers, input }: AuthCall & { db: Db; input: SignUpInput }): Promise<WithCookies<SignUpResponse> & { status: 200 | 201 }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (!existing) {
    await auth.api.signUpEmail({
      body: {
        name: fullName(input.firstName, input.lastName),
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName || undefined,
        callbackURL: verificationCallback(input.returnTo),
      },
      headers,
    });
    return { status: 201, body: { status: 'verification_sent' } };
  }
  try {
    const { body, cookies } = await signIn({ auth, headers, email: input.email, password: input.password });
    return { status: 200, body: { status: 'signed_in', user: body.user }, cookies };
  } catch (err) {
    if (err instanceof AppError && err.code === AUTH_ERROR_CODES.emailNotVerified) {
      await resendVerification({ auth, email: input.email, returnTo: input.returnTo });
      return { status: 200, body: { status: 'email_not_verified' } };
    }
    if (err instanceof AppError && err.code === AUTH_ERROR_CODES.invalidCredentials)
      throw new AppError(409, AUTH_ERROR_CODES.alreadyRegistered, AUTH_MESSAGES.alreadyRegistered);
    throw err;
  }
}

/** Ends the current session (if any) and returns the cookie-clearing headers. */
export async function signOut({ auth, headers }: AuthCall): Promise<Headers> {
  const { headers: cookies } = await auth.api.signOut({ headers, returnHeaders: true });
  return cookies;
}

/** Sends the verification link again. Says nothing about whether the address exists or is verified. */
export async function resendVerification({ auth, email, returnTo }: { auth: Auth; email: string; returnTo?: string }): Promise<void> {
  // No session headers: better-auth then answers the same way for every address, in constant time.
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: verificationCallback(returnTo) } });
}

/** E-mails a reset link (to /auth?mode=reset) when the address has an account; silent otherwise. */
export async function requestPasswordReset({ auth, email }: { auth: Auth; email: string }): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email } });
}

/** Sets the new password and ends every session of that user (revokeSessionsOnPasswordReset). */
export async function resetPassword({ auth, token, newPassword }: { auth: Auth; token: string; newPassword: string }): Promise<void> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword } });
  } catch (err) {
    if (errorCode(err) === 'INVALID_TOKEN' || errorCode(err) === 'USER_NOT_FOUND')
      throw new AppError(400, AUTH_ERROR_CODES.invalidResetToken, 'This password reset link is invalid or has expired. Please request a new one.');
    throw err;
  }
}
