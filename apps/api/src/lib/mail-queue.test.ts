// Issue 14, "SMTP down: sign-up still works, mail retried from the outbox": with SMTP_URL set, e-mail is
// queued in the database and delivered by a worker with retries, against a small fake SMTP server on
// 127.0.0.1 that is down first and then up.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { adminMailQueueResponse } from '@rooted/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser, uniqueEmail } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { freePort } from '../db/embedded-postgres';
import { mailQueue } from '../db/schema';
import { createLogger } from './logger';
import { deliverDueMail, enqueueMail, MAIL_RETRY, mailWorkerFor, retryDelayMs, type MailTransport } from './mail-queue';

/** Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. Collects the messages. */
function fakeSmtpServer(port: number): Promise<{ messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  // A listen error (the port taken since it was picked) rejects at once instead of leaving the test to
  // wait for its timeout.
  return new Promise((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', () =>
      resolve({
        messages,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const smtpPort = await freePort();
const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Rooted <no-reply@rooted.local>' });
// The worker the server would start at boot, with short delays so that retries happen within the test.
const worker = mailWorkerFor({ db: t.deps.db, env: t.env, logger: t.deps.logger, pollMs: 100, baseDelayMs: 200 });
afterAll(() => worker.stop());

const queued = (to: string) => t.deps.db.select().from(mailQueue).where(eq(mailQueue.toAddress, to));

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('e-mail while the SMTP server is down', () => {
  it('lets sign-up succeed, retries the verification e-mail, and delivers it once the server is up', async () => {
    const email = uniqueEmail('smtp-down');
    const started = Date.now();
    const res = await t.request('/api/auth/sign-up', { method: 'POST', json: { firstName: 'Lydia', email, password: 'Sunrise7!' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'verification_sent' });
    expect(Date.now() - started).toBeLessThan(5_000); // the request does not wait for the mail server

    // Nothing listens on the SMTP port: the message stays queued and is retried with growing delays.
    const failing = await until('two failed attempts', async () => (await queued(email)).find((r) => r.attempts >= 2));
    expect(failing.lastError).toMatch(/ECONNREFUSED/);
    expect(failing.failedAt).toBeNull();
    expect(failing.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1_000);
    // Admins see it waiting, with the attempts, next try and the mail server's error, without its body
    // (which holds the link): that is how an operator sees that SMTP is failing.
    const admin = await createSignedInUser(t, { admin: true });
    const queueRes = await t.request('/api/admin/mail-queue', { cookie: admin.cookie });
    expect(queueRes.status).toBe(200);
    const view = adminMailQueueResponse.parse(await queueRes.json());
    expect(view.smtp).toBe(true);
    expect(view.pending).toBeGreaterThanOrEqual(1);
    const waiting = view.messages.find((m) => m.to === email);
    expect(waiting).toMatchObject({
      subject: 'Confirm your email for Rooted',
      failedAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(2);
    expect(Date.parse(waiting!.nextAttemptAt)).not.toBeNaN();
    const raw = JSON.stringify(
      await (await t.request('/api/admin/mail-queue', { cookie: admin.cookie })).json(),
    );
    expect(raw).not.toMatch(/verify-email|token=|textBody|htmlBody/);

    const smtp = await fakeSmtpServer(smtpPort);
    try {
      const message = await until('the delivery', async () => smtp.messages.find((m) => m.includes(email)));
      expect(message).toMatch(/Subject: Confirm your email for Rooted/);
      await until('the queue to empty', async () => (await queued(email)).length === 0);

      // The delivered link works: it verifies the address.
      const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+/.exec(message!.replace(/=\r\n/g, '').replace(/=3D/g, '='))?.[0];
      expect(link).toBeTruthy();
      const verified = await t.request(link!.replace('http://localhost:3000', ''), { redirect: 'manual' });
      expect(verified.headers.get('location')).toBe('/verification?status=verified');
    } finally {
      await smtp.close();
      // The tests below drive deliveries themselves.
      await worker.stop();
    }
  });

  it('waits twice as long after each failure, at most 10 minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(30)).toBe(MAIL_RETRY.maxDelayMs);
  });

  it('gives up on a message after a day, keeping its row (without the body) for the admins', async () => {
    const to = uniqueEmail('give-up');
    const id = await enqueueMail(t.deps.db, { to, subject: 'Old', text: 'a link that expired' });
    const dayLater = new Date(Date.now() + MAIL_RETRY.giveUpAfterMs + 1_000);
    const down: MailTransport = { sendMail: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const result = await deliverDueMail({ db: t.deps.db, transport: down, from: 'a@b.c', logger: createLogger('silent'), now: () => dayLater });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const [row] = await t.deps.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row).toMatchObject({ textBody: '', lastError: 'connect ECONNREFUSED' });
    expect(row!.failedAt).not.toBeNull();

    // The admins' view lists it among the given-up messages, after every waiting one.
    const admin = await createSignedInUser(t, { admin: true });
    const view = adminMailQueueResponse.parse(
      await (await t.request('/api/admin/mail-queue', { cookie: admin.cookie })).json(),
    );
    expect(view.failed).toBeGreaterThanOrEqual(1);
    const index = view.messages.findIndex((m) => m.id === id);
    expect(view.messages[index]).toMatchObject({
      to,
      subject: 'Old',
      lastError: 'connect ECONNREFUSED',
      failedAt: expect.any(String),
    });
    expect(
      view.messages
        .slice(0, index)
        .every((m) => m.failedAt === null || m.failedAt >= view.messages[index]!.failedAt!),
    ).toBe(true);
    expect(view.messages.slice(index).every((m) => m.failedAt !== null)).toBe(true);
  });

  it('sends each queued message once even when two workers deliver at the same time', async () => {
    const to = uniqueEmail('once');
    for (let i = 0; i < 5; i++) await enqueueMail(t.deps.db, { to, subject: `Message ${i}`, text: 'hello' });
    const sent: string[] = [];
    const slow: MailTransport = {
      sendMail: async (m) => {
        await new Promise((r) => setTimeout(r, 20));
        if (m.to === to) sent.push(m.subject);
      },
    };
    const deliver = () => deliverDueMail({ db: t.deps.db, transport: slow, from: 'a@b.c', logger: createLogger('silent') });
    await Promise.all([deliver(), deliver()]);
    expect(sent.sort()).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(await queued(to)).toEqual([]);
  });
});
