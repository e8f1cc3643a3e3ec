// Accounts for browser tests: unique addresses, the mail outbox (the server runs without SMTP_URL),
// and role grants straight in the e2e server's embedded database (there is no API to become admin).
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eDataDir } from '../playwright.config';

export const E2E_PASSWORD = 'Str0ng!pass';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The first link of the newest e-mail to `email` in DATA_DIR/outbox (waits for it to arrive). */
export async function latestMailLink(email: string, { after = 0 } = {}): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let link: string | undefined;
  await expect(async () => {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`-${email.toLowerCase()}.eml`)).sort();
    expect(files.length).toBeGreaterThan(after);
    link = /https?:\/\/\S+/.exec(await fs.readFile(path.join(outbox, files.at(-1)!), 'utf8'))?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

export async function countMails(email: string): Promise<number> {
  const files = await fs.readdir(path.join(e2eDataDir, 'outbox')).catch(() => [] as string[]);
  return files.filter((f) => f.endsWith(`-${email.toLowerCase()}.eml`)).length;
}

/** Signs up through the API and opens the verification link, which signs this browser in. */
export async function signUpAndVerify(page: Page, { firstName = 'Reader', email = uniqueEmail(), password = E2E_PASSWORD } = {}) {
  const res = await page.request.post('/api/auth/sign-up', { data: { firstName, email, password } });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(await latestMailLink(email));
  return { email, password };
}

/**
 * Runs SQL on the e2e server's database: DATABASE_URL when the server was given one, otherwise its
 * embedded PostgreSQL (port from postmaster.pid, password from DATA_DIR).
 */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client(process.env.DATABASE_URL ? { connectionString: process.env.DATABASE_URL } : await embeddedConnection());
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function embeddedConnection(): Promise<pg.ClientConfig> {
  const pid = await fs.readFile(path.join(e2eDataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const password = (await fs.readFile(path.join(e2eDataDir, '.postgres-password'), 'utf8')).trim();
  return { host: '127.0.0.1', port, user: 'rooted', password, database: 'rooted' };
}

export async function grantAdmin(email: string) {
  await sql('UPDATE users SET is_admin = true WHERE email = $1', [email.toLowerCase()]);
}
