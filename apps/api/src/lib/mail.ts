// Outgoing e-mail: real SMTP when SMTP_URL is set; otherwise an outbox of RFC 822 files in DATA_DIR/outbox
// (DESIGN.md runtime contract) whose link is logged, so every environment can follow the e-mailed links.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from './logger';
import { enqueueMail, mailWorkerFor } from './mail-queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one action link in the message. Logged in outbox mode only, never with SMTP. */
  link?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function outboxDir(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'outbox');
}

/** The recipient as it appears in outbox file names. */
export function outboxRecipient(to: string): string {
  return to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_').slice(0, 200);
}

/** `<time>-<to>.eml`: names sort by time, and the recipient is readable at a glance. */
function outboxFileName(to: string, at: Date): string {
  return `${at.toISOString().replace(/[:.]/g, '-')}-${outboxRecipient(to)}.eml`;
}

/**
 * With SMTP_URL, a message is queued in the database (lib/mail-queue.ts) and delivered by the worker, with
 * retries: the request that sends it (a sign-up, a reset) succeeds even while the mail server is down.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>, logger: Logger, db?: Db): Mailer {
  if (env.SMTP_URL) {
    if (!db) throw new Error('SMTP mail needs the database for its queue');
    return {
      mode: 'smtp',
      async send({ to, subject, text, html }) {
        await enqueueMail(db, { to, subject, text, html });
        logger.info({ to, subject }, 'mail queued for SMTP delivery');
        void mailWorkerFor({ db, env, logger }).kick();
      },
    };
  }

  const dir = outboxDir(env);
  return {
    mode: 'outbox',
    async send({ to, subject, text, link }) {
      const message = composeMessage({ from: env.MAIL_FROM, to, subject, text });
      await fs.mkdir(dir, { recursive: true });
      let at = new Date();
      // Two messages in the same millisecond must not overwrite each other.
      for (;;) {
        try {
          await fs.writeFile(path.join(dir, outboxFileName(to, at)), message, { flag: 'wx', mode: 0o600 });
          break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
          at = new Date(at.getTime() + 1);
        }
      }
      logger.info({ to, subject, link }, 'mail written to the outbox (no SMTP_URL set)');
    },
  };
}

/**
 * A plain RFC 822 message. Written by hand rather than by nodemailer because nodemailer folds long lines
 * with quoted-printable, which would break the link; 8bit allows lines up to 998 characters.
 */
export function composeMessage({ from, to, subject, text, at = new Date() }: { from: string; to: string; subject: string; text: string; at?: Date }): string {
  const header = (v: string) => v.replace(/[\r\n]+/g, ' ');
  const encodeWord = (v: string) => (/^[\x20-\x7e]*$/.test(v) ? v : `=?UTF-8?B?${Buffer.from(v).toString('base64')}?=`);
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'rooted.local';
  return [
    `From: ${header(from)}`,
    `To: ${header(to)}`,
    `Subject: ${encodeWord(header(subject))}`,
    `Date: ${at.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text.replace(/\r?\n/g, '\n'),
    '',
  ].join('\n');
}
