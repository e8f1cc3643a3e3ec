import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { composeMessage, createMailer, outboxDir } from './mail';
import { listOutbox } from './outbox';

describe('mail outbox (no SMTP_URL)', () => {
  it('writes RFC 822 files named <time>-<to>.eml with the link on one plain line', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rooted-mail-'));
    const env = { SMTP_URL: undefined, MAIL_FROM: 'Rooted <no-reply@rooted.local>', dataDir };
    const mailer = createMailer(env, createLogger('silent'));
    expect(mailer.mode).toBe('outbox');
    const link = `http://localhost:3000/api/auth/verify-email?token=${'x'.repeat(300)}&callbackURL=%2Fverification`;
    await mailer.send({ to: 'Zoe@Example.com', subject: 'Confirm – Zoë', text: `Hello\n\n${link}\n`, link });
    await mailer.send({ to: 'zoe@example.com', subject: 'Second', text: 'no link' });

    const files = (await fs.readdir(outboxDir(env))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-zoe@example\.com\.eml$/);
    const raw = await fs.readFile(path.join(outboxDir(env), files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Rooted <no-reply@rooted\.local>\nTo: Zoe@Example\.com\nSubject: =\?UTF-8\?B\?/);
    expect(raw).toContain('Content-Transfer-Encoding: 8bit');
    expect(raw.split('\n')).toContain(link);

    const [newest, older] = await listOutbox(env, { to: 'zoe@example.com' });
    expect(newest).toMatchObject({ subject: 'Second', link: null });
    expect(older).toMatchObject({ subject: 'Confirm – Zoë', link });
  });

  it('keeps header injection out of the headers', () => {
    const raw = composeMessage({ from: 'a@b.c', to: 'x@y.z', subject: 'Hi\r\nBcc: victim@example.com', text: 'body' });
    expect(raw).not.toMatch(/^Bcc:/m);
  });
});
