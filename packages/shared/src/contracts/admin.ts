// Admin console (issue 12): request and response contracts of /api/admin/*.
import { z } from 'zod';
import { BUG_REPORT_CATEGORIES, BUG_REPORT_PRIORITIES } from '../bug-reports/constants';

export const BUG_REPORT_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type BugReportStatus = (typeof BUG_REPORT_STATUSES)[number];
export const BUG_REPORT_STATUS_LABELS: Record<BugReportStatus, string> = { open: 'Open', in_progress: 'In progress', closed: 'Closed' };

export const LAST_ADMIN_MESSAGE = 'You are the last admin: make someone else an admin before removing your own role.';

const isoDate = z.string();

export const adminOverviewResponse = z.object({
  counts: z.object({
    users: z.number(),
    supporters: z.number(),
    podcasts: z.number(),
    series: z.number(),
    episodes: z.number(),
    openBugReports: z.number(),
    waitlist: z.number(),
    creatorSubmissions: z.number(),
  }),
  feedRefreshes: z.array(
    z.object({ id: z.string(), podcastName: z.string().nullable(), ok: z.boolean(), message: z.string(), at: isoDate }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  isSupporter: z.boolean(),
  supporterSince: isoDate.nullable(),
  supporterUntil: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUsersResponse = z.object({ users: z.array(adminUser), total: z.number() });
export const adminUserResponse = z.object({ user: adminUser });

export const adminUsersQuery = z.object({
  q: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

export const setAdminRequest = z.object({ admin: z.boolean() });
/** Grant (optionally until a date: a paid period's renewal date) or revoke the supporter tier. */
export const setSupporterRequest = z.object({ supporter: z.boolean(), until: z.iso.datetime({ offset: true }).nullable().optional() });
export type SetSupporterRequest = z.infer<typeof setSupporterRequest>;

export const adminBugReportsQuery = z.object({
  status: z.enum(BUG_REPORT_STATUSES).optional(),
  category: z.enum(BUG_REPORT_CATEGORIES).optional(),
  priority: z.enum(BUG_REPORT_PRIORITIES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminBugReportsQuery = z.output<typeof adminBugReportsQuery>;
export const setBugReportStatusRequest = z.object({ status: z.enum(BUG_REPORT_STATUSES) });

export const adminBugReport = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  browserInfo: z.record(z.string(), z.unknown()),
  currentUrl: z.string(),
  reporterEmail: z.string().nullable(),
  createdAt: isoDate,
  images: z.array(z.object({ id: z.string(), originalFilename: z.string(), fileSize: z.number() })),
});
export type AdminBugReport = z.infer<typeof adminBugReport>;
export const adminBugReportsResponse = z.object({ total: z.number(), reports: z.array(adminBugReport) });

export const auditEntry = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogResponse = z.object({ entries: z.array(auditEntry), total: z.number() });

/**
 * GET /api/admin/mail-queue: with SMTP_URL, the messages the mail server has not accepted yet and those
 * given up on after a day, so an operator can see that mail is not getting through. Never the bodies:
 * they hold sign-in and reset links.
 */
export const adminQueuedMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: isoDate,
  lastError: z.string().nullable(),
  failedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type AdminQueuedMail = z.infer<typeof adminQueuedMail>;
export const adminMailQueueResponse = z.object({
  /** false: no SMTP_URL, mail goes to the outbox files and nothing is ever queued. */
  smtp: z.boolean(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Waiting messages (oldest first), then given-up ones (newest first), each list at most `limit`. */
  messages: z.array(adminQueuedMail),
});
export type AdminMailQueueResponse = z.infer<typeof adminMailQueueResponse>;

export const waitlistListResponse = z.object({
  total: z.number(),
  entries: z.array(z.object({ id: z.string(), email: z.string(), name: z.string().nullable(), createdAt: isoDate })),
});
export const creatorSubmissionsListResponse = z.object({
  total: z.number(),
  submissions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      podcastName: z.string(),
      feedUrl: z.string().nullable(),
      message: z.string(),
      createdAt: isoDate,
    }),
  ),
});

/** Payments: whether the checkout flow is offered (Stripe configured) and where it starts. */
export const paymentsConfigResponse = z.object({ enabled: z.boolean() });
export const checkoutResponse = z.object({ url: z.string() });

/** Topics and recaps editors (issue 12). Ids are slugs chosen at creation and never change. */
const slugId = z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens').max(80);
const lines = z.array(z.string().trim().min(1).max(500)).max(50);
export const topicSaveRequest = z.object({
  id: slugId,
  name: z.string().trim().min(1, 'Name is required').max(120),
  shortDescription: z.string().trim().max(300).default(''),
  description: z.string().trim().max(10_000).default(''),
  topicType: z.string().trim().min(1).max(40).default('theme'),
  isPremium: z.boolean().default(false),
  imageUrl: z.string().trim().max(500).nullable().default(null),
  questions: lines.default([]),
  verses: lines.default([]),
});
export type TopicSaveRequest = z.input<typeof topicSaveRequest>;
export const recapSaveRequest = z.object({
  recapId: slugId,
  title: z.string().trim().min(1, 'Title is required').max(200),
  seriesPrefix: z.string().trim().min(1).max(80),
  body: z.string().max(20_000).default(''),
  keyVerses: lines.default([]),
});
export type RecapSaveRequest = z.input<typeof recapSaveRequest>;
