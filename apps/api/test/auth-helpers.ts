// Test helpers for anything that needs signed-in users: create them directly and get a session cookie
// without going through the HTTP rate limits (those have their own tests).
import { authServices } from '../src/features/auth/auth';
import { createUser, type CreateUserInput } from '../src/features/auth/user-admin.service';
import { listOutbox } from '../src/lib/outbox';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Passw0rd!';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** `name=value; name2=value2` from a response's Set-Cookie headers, ready for the next request. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

/** Signs in through better-auth directly and returns the session cookie. */
export async function signInCookie(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const { auth } = authServices(t.deps);
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** A verified user (admin or supporter on request), already signed in. */
export async function createSignedInUser(t: TestApp, input: Partial<CreateUserInput> = {}): Promise<TestUser> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? TEST_PASSWORD;
  const { id } = await createUser({ db: t.deps.db, input: { firstName: 'Test', verified: true, ...input, email, password } });
  return { id, email, password, cookie: await signInCookie(t, email, password) };
}

/** The link in the newest e-mail to this address (outbox mode). */
export async function latestMailLink(t: TestApp, to: string): Promise<string> {
  const [message] = await listOutbox(t.env, { to, limit: 1 });
  if (!message?.link) throw new Error(`No e-mail with a link to ${to} in the outbox`);
  return message.link;
}
