// SPEC §5 e-mail: at most 254 characters and a standard address pattern.
export const EMAIL_MAX_LENGTH = 254;

// The pattern zod's z.email() uses (and so does the auth library): one rule on both sides of the wire.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Addresses are compared and stored trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (value.length > EMAIL_MAX_LENGTH) return `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(value)) return 'Please enter a valid email address';
  return null;
}

export function isValidEmail(email: string): boolean {
  return emailError(email) === null;
}
