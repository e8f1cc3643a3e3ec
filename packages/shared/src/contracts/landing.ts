// Contracts of the public landing endpoints: app config, the waitlist and creator submissions.
import { z } from 'zod';
import { sanitizeName } from '../auth/names';
import { sanitizeText, TEXT_MAX_LENGTH } from '../text/sanitize';
import { emailField } from './auth';

/** GET /api/config: settings the browser shows, read from the server so every page agrees. */
export const appConfigResponse = z.object({ supporterPriceMonthly: z.number().positive() });
export type AppConfig = z.infer<typeof appConfigResponse>;

export const CREATOR_NAME_MAX_LENGTH = 100;
export const PODCAST_NAME_MAX_LENGTH = 200;
export const FEED_URL_MAX_LENGTH = 2000;

const plainName = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(sanitizeName)
    .refine((v) => v.length > 0, `${label} is required`);

/** An http(s) URL or nothing: an empty field means "no feed yet". */
const feedUrlField = z
  .string()
  .trim()
  .max(FEED_URL_MAX_LENGTH, `Feed URL must be at most ${FEED_URL_MAX_LENGTH} characters`)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v) && URL.canParse(v), 'Please enter a valid feed URL (http or https)')
  .transform((v) => (v === '' ? null : v));

export const waitlistRequest = z.object({
  email: emailField,
  name: z
    .string()
    .max(CREATOR_NAME_MAX_LENGTH, `Name must be at most ${CREATOR_NAME_MAX_LENGTH} characters`)
    .transform((v) => sanitizeName(v) || null)
    .optional(),
});
export type WaitlistRequest = z.input<typeof waitlistRequest>;
/** The same answer whether or not the address was already on the list, so the list cannot be probed. */
export const waitlistResponse = z.object({ status: z.literal('joined') });

export const creatorSubmissionRequest = z.object({
  name: plainName('Name', CREATOR_NAME_MAX_LENGTH),
  email: emailField,
  podcastName: plainName('Podcast name', PODCAST_NAME_MAX_LENGTH),
  feedUrl: feedUrlField.optional(),
  message: z
    .string()
    .max(TEXT_MAX_LENGTH, `Message must be at most ${TEXT_MAX_LENGTH} characters`)
    .transform((v) => sanitizeText(v).trim())
    .optional(),
});
export type CreatorSubmissionRequest = z.input<typeof creatorSubmissionRequest>;
export const creatorSubmissionResponse = z.object({ id: z.uuid() });
