// Durable outgoing mail for SMTP mode (issue 14: "SMTP down: sign-up still works, mail retried from the
// outbox"). A message is a row in mail_queue, written by the request that sends it, so a sign-up never
// waits for (or fails with) the mail server. A worker in the server delivers due rows, deletes each one
// the server accepted, and reschedules a failure with exponential backoff (15 s, 30 s, 1 min … at most
// 10 min). After a day it gives up: the row stays with failed_at set and its body (which holds the link)
// cleared. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several app instances can share
// one queue, and a worker that crashes mid-delivery only delays its rows until the lease ends.
import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the worker needs of nodemailer (tests may pass their own). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export const MAIL_RETRY = {
  /** First retry after this long; each further one waits twice as long, up to maxDelayMs. */
  baseDelayMs: 15_000,
  maxDelayMs: 10 * 60_000,
  /** Give up on a message this long after it was written. */
  giveUpAfterMs: 24 * 60 * 60_000,
  /** A claimed row is left alone this long (the delivery in progress), then it is due again. */
  leaseMs: 2 * 60_000,
  batch: 20,
};

export function retryDelayMs(attempts: number, baseDelayMs = MAIL_RETRY.baseDelayMs): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
}

export async function enqueueMail(db: Db, message: QueuedMail): Promise<string> {
  const [row] = await db
    .insert(mailQueue)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null })
    .returning({ id: mailQueue.id });
  return row!.id;
}

const queueColumns = {
  id: mailQueue.id,
  to: mailQueue.toAddress,
  subject: mailQueue.subject,
  attempts: mailQueue.attempts,
  nextAttemptAt: mailQueue.nextAttemptAt,
  lastError: mailQueue.lastError,
  failedAt: mailQueue.failedAt,
  createdAt: mailQueue.createdAt,
};

/**
 * The queue for admins, without the bodies (they hold sign-in and reset links): counts, the waiting
 * messages oldest first, then the given-up ones newest first (they are kept, so they would otherwise
 * crowd out what is waiting now).
 */
export async function listMailQueue(db: Db, limit = 50) {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailQueue.failedAt} is null)::int`,
      failed: sql<number>`count(*) filter (where ${mailQueue.failedAt} is not null)::int`,
    })
    .from(mailQueue);
  const pending = await db.select(queueColumns).from(mailQueue).where(isNull(mailQueue.failedAt)).orderBy(asc(mailQueue.createdAt)).limit(limit);
  const failed = await db.select(queueColumns).from(mailQueue).where(isNotNull(mailQueue.failedAt)).orderBy(desc(mailQueue.failedAt)).limit(limit);
  return { pending: counts?.pending ?? 0, failed: counts?.failed ?? 0, messages: [...pending, ...failed] };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Bounded waits: a mail server that accepts the connection and then hangs must not hold the worker.
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as Parameters<
    typeof nodemailer.createTransport
  >[0]);
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** Delivers every due message once. */
export async function deliverDueMail(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  baseDelayMs?: number;
  now?: () => Date;
}): Promise<DeliveryResult> {
  const { db, transport, from, logger, baseDelayMs, now = () => new Date() } = options;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const leaseUntil = new Date(now().getTime() + MAIL_RETRY.leaseMs);
    const claimed = await db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        sql`${mailQueue.id} in (select id from ${mailQueue} where ${mailQueue.failedAt} is null and ${mailQueue.nextAttemptAt} <= ${now()}
          order by ${mailQueue.nextAttemptAt} limit ${MAIL_RETRY.batch} for update skip locked)`,
      )
      .returning();
    if (!claimed.length) return result;
    for (const row of claimed) {
      try {
        await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.textBody, ...(row.htmlBody ? { html: row.htmlBody } : {}) });
        await db.delete(mailQueue).where(eq(mailQueue.id, row.id));
        result.sent += 1;
        logger.info({ to: row.toAddress, subject: row.subject, attempts: row.attempts }, 'mail sent');
      } catch (err) {
        const lastError = err instanceof Error ? err.message.slice(0, 500) : String(err);
        const at = now();
        if (at.getTime() - row.createdAt.getTime() >= MAIL_RETRY.giveUpAfterMs) {
          await db
            .update(mailQueue)
            .set({ failedAt: at, lastError, textBody: '', htmlBody: null })
            .where(eq(mailQueue.id, row.id));
          result.failed += 1;
          logger.error({ to: row.toAddress, subject: row.subject, attempts: row.attempts, lastError }, 'mail could not be delivered; giving up');
        } else {
          const delay = retryDelayMs(row.attempts, baseDelayMs);
          await db
            .update(mailQueue)
            .set({ nextAttemptAt: new Date(at.getTime() + delay), lastError })
            .where(eq(mailQueue.id, row.id));
          result.retrying += 1;
          logger.warn({ to: row.toAddress, attempts: row.attempts, retryInMs: delay, lastError }, 'mail delivery failed; will retry');
        }
      }
    }
  }
}

export interface MailWorker {
  /** Deliver now (a message was just queued); returns when this round is done. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

const workers = new WeakMap<Db, MailWorker>();

/**
 * The one delivery worker for this database connection: started by the server at boot (so mail queued
 * before a restart goes out) and kicked by the mailer whenever it queues a message.
 */
export function mailWorkerFor(options: {
  db: Db;
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  logger: Logger;
  transport?: MailTransport;
  /** How often due messages are looked for. */
  pollMs?: number;
  baseDelayMs?: number;
}): MailWorker {
  const existing = workers.get(options.db);
  if (existing) return existing;
  const { db, env, logger, pollMs = 5_000, baseDelayMs } = options;
  if (!env.SMTP_URL && !options.transport) throw new Error('The mail worker needs SMTP_URL');
  const transport = options.transport ?? createSmtpTransport(env.SMTP_URL!);
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = (): Promise<void> => {
    if (round) {
      again = true; // a message queued during a round is picked up right after it
      return round;
    }
    round = (async () => {
      do {
        again = false;
        try {
          await deliverDueMail({ db, transport, from: env.MAIL_FROM, logger, baseDelayMs });
        } catch (err) {
          // The database itself is unavailable: the next tick tries again.
          logger.warn({ err }, 'mail delivery round failed');
        }
      } while (again && !stopped);
    })().finally(() => (round = undefined));
    return round;
  };

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  const worker: MailWorker = {
    kick: () => (stopped ? Promise.resolve() : run()),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
      workers.delete(db);
    },
  };
  workers.set(db, worker);
  void run();
  return worker;
}
