// Bug reports, waitlist, creator submissions, the admin audit log and payment events.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default('bug'),
    priority: text('priority').notNull().default('medium'),
    status: text('status').notNull().default('open'), // open | in_progress | closed
    browserInfo: jsonb('browser_info').$type<Record<string, unknown>>().notNull().default({}),
    currentUrl: text('current_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bug_reports_status_created_idx').on(t.status, t.createdAt.desc())],
);

export const bugReportImages = pgTable(
  'bug_report_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bugReportId: uuid('bug_report_id')
      .notNull()
      .references(() => bugReports.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    originalFilename: text('original_filename').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bug_report_images_report_idx').on(t.bugReportId)],
);

export const waitlistEntries = pgTable('waitlist_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(), // stored lowercased
  name: text('name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const creatorSubmissions = pgTable('creator_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  podcastName: text('podcast_name').notNull(),
  feedUrl: text('feed_url'),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** Payment-provider events already applied: a replayed webhook is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Writes replayed from a device's offline queue carry a client-made Idempotency-Key: the first request
 * with a key applies the write and keeps its response here; a replay of the same key (per user) gets that
 * response back without writing again, so an old queued edit can never overwrite a newer one.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which write the key was used for ('PUT /notes'): the same key on another route is refused. */
    scope: text('scope').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Outgoing e-mail waiting for the SMTP server (lib/mail-queue.ts): written in the request that sends it,
 * delivered by a worker with retries and backoff, deleted once the server has accepted it. A message
 * that could not be delivered for a day is kept with failed_at set (and its body cleared) for the admins.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.failedAt} is null`)],
);
