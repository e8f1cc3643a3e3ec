// Contracts of POST /api/bug-reports (SPEC §3 bug_reports, §5 rules). The request is multipart: these
// fields plus up to 3 files under `images`; `browserInfo` travels as a JSON string.
import { z } from 'zod';
import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_DESCRIPTION_MAX_LENGTH,
  BUG_REPORT_MESSAGES,
  BUG_REPORT_PRIORITIES,
  BUG_REPORT_TITLE_MAX_LENGTH,
  DEFAULT_BUG_REPORT_CATEGORY,
  DEFAULT_BUG_REPORT_PRIORITY,
} from '../bug-reports/constants';

const shortText = z.string().max(500);
const dimension = z.number().int().min(0).max(100_000);

/** SPEC §3 browser_info. Every field is optional: privacy settings or old browsers may hide some. */
export const browserInfoSchema = z.object({
  userAgent: shortText.optional(),
  screenWidth: dimension.optional(),
  screenHeight: dimension.optional(),
  viewportWidth: dimension.optional(),
  viewportHeight: dimension.optional(),
  colorDepth: z.number().int().min(0).max(128).optional(),
  timezone: shortText.optional(),
  language: shortText.optional(),
  platform: shortText.optional(),
  cookieEnabled: z.boolean().optional(),
  onlineStatus: z.boolean().optional(),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

export const bugReportTitleField = z
  .string()
  .trim()
  .min(1, BUG_REPORT_MESSAGES.titleRequired)
  .max(BUG_REPORT_TITLE_MAX_LENGTH, `Title must be at most ${BUG_REPORT_TITLE_MAX_LENGTH} characters`);
export const bugReportDescriptionField = z
  .string()
  .trim()
  .min(1, BUG_REPORT_MESSAGES.descriptionRequired)
  .max(BUG_REPORT_DESCRIPTION_MAX_LENGTH, `Description must be at most ${BUG_REPORT_DESCRIPTION_MAX_LENGTH} characters`);

export const createBugReportFields = z.object({
  title: z.string({ error: BUG_REPORT_MESSAGES.titleRequired }).pipe(bugReportTitleField),
  description: z.string({ error: BUG_REPORT_MESSAGES.descriptionRequired }).pipe(bugReportDescriptionField),
  category: z.enum(BUG_REPORT_CATEGORIES).default(DEFAULT_BUG_REPORT_CATEGORY),
  priority: z.enum(BUG_REPORT_PRIORITIES).default(DEFAULT_BUG_REPORT_PRIORITY),
  browserInfo: browserInfoSchema.default({}),
  currentUrl: z.string().max(2000).default(''),
});
export type CreateBugReportFields = z.input<typeof createBugReportFields>;

export const createBugReportResponse = z.object({
  id: z.uuid(),
  imageCount: z.number().int().min(0),
});
export type CreateBugReportResponse = z.infer<typeof createBugReportResponse>;
