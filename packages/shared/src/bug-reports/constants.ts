// SPEC §5 and §9: the bug report's fields, choices and limits, shared by the dialog and the server.
export const BUG_REPORT_CATEGORIES = ['bug', 'feature_request', 'ui_issue', 'performance', 'other'] as const;
export type BugReportCategory = (typeof BUG_REPORT_CATEGORIES)[number];

export const BUG_REPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type BugReportPriority = (typeof BUG_REPORT_PRIORITIES)[number];

export const DEFAULT_BUG_REPORT_CATEGORY: BugReportCategory = 'bug';
export const DEFAULT_BUG_REPORT_PRIORITY: BugReportPriority = 'medium';

export const BUG_REPORT_CATEGORY_LABELS: Record<BugReportCategory, string> = {
  bug: 'Bug',
  feature_request: 'Feature Request',
  ui_issue: 'UI Issue',
  performance: 'Performance',
  other: 'Other',
};

export const BUG_REPORT_PRIORITY_LABELS: Record<BugReportPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

/** SPEC §9: at most 3 screenshots per report. */
export const MAX_BUG_REPORT_IMAGES = 3;
/** SPEC §5: the form accepts originals up to 10MB (before compression in the browser). */
export const MAX_SCREENSHOT_SOURCE_BYTES = 10 * 1024 * 1024;
/**
 * What the server accepts per uploaded (already compressed) image. Compression aims at 500 KB but stops at
 * quality 0.3 even when larger, and browsers without WebP encoding send PNG, so allow headroom.
 */
export const MAX_BUG_REPORT_UPLOAD_BYTES = 3 * 1024 * 1024;

export const BUG_REPORT_TITLE_MAX_LENGTH = 200;
export const BUG_REPORT_DESCRIPTION_MAX_LENGTH = 5000;

/** SPEC §8 texts of the dialog. */
export const BUG_REPORT_MESSAGES = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  submitFailed: 'Failed to submit report',
  tooManyImagesTitle: 'Too many images',
  tooManyImages: 'Maximum 3 images allowed per report.',
  compressionFailedTitle: 'Compression failed',
  compressionFailed: 'Failed to process one or more images.',
  noCanvasContext: 'Could not get canvas context',
  compressFailed: 'Failed to compress image',
  loadFailed: 'Failed to load image',
} as const;
