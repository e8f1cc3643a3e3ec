// Contracts of /api/certificates: a series completion certificate (SPEC §1), issued once by the server.
import { z } from 'zod';

/** Codes are 144 random bits in base64url (24 characters); the pattern only rejects obvious junk. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** What anyone holding the public link may see: only what the owner chose to share. */
export const publicCertificate = z.object({
  code: z.string(),
  recipientName: z.string(),
  seriesName: z.string(),
  podcastName: z.string(),
  episodeCount: z.number().int(),
  supporter: z.boolean(),
  issuedAt: z.string(),
  /** Present only when the owner included their 'what I learned' section. */
  learnedText: z.string().nullable(),
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

/** Extra fields only the owner receives: the sharing controls and where the series lives. */
export const certificateOwnerFields = z.object({
  seriesId: z.string(),
  shared: z.boolean(),
  includeLearned: z.boolean(),
});
export type CertificateOwnerFields = z.infer<typeof certificateOwnerFields>;

export const certificateView = publicCertificate.extend({ owner: certificateOwnerFields.nullable() });
export type CertificateView = z.infer<typeof certificateView>;

export const certificateResponse = z.object({ certificate: certificateView });
export const seriesCertificateResponse = z.object({ certificate: certificateView.nullable() });

export const updateCertificateRequest = z.strictObject({
  shared: z.boolean().optional(),
  includeLearned: z.boolean().optional(),
});
export type UpdateCertificateRequest = z.input<typeof updateCertificateRequest>;
