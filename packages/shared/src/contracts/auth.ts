// Request and response contracts of the auth and profile API (SPEC §4, §5). Both sides parse with these.
import { z } from 'zod';
import { emailError, normalizeEmail } from '../auth/email';
import { NAME_INPUT_MAX_LENGTH, sanitizeName } from '../auth/names';
import { PASSWORD_MAX_LENGTH, passwordErrors } from '../auth/password';

export const emailField = z
  .string({ error: 'Email is required' })
  .superRefine((v, ctx) => {
    const error = emailError(v);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform(normalizeEmail);

/** A new password: every SPEC §5 rule; the message is the first failing rule (the 'Invalid password' text). */
export const newPasswordField = z.string({ error: 'Password is required' }).superRefine((v, ctx) => {
  const [first] = passwordErrors(v);
  if (first) ctx.addIssue({ code: 'custom', message: first });
});

/** An existing password is only checked for presence and size: rules may have changed since it was set. */
export const currentPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Invalid email or password.');

const nameInput = (label: string) =>
  z.string().max(NAME_INPUT_MAX_LENGTH, `${label} must be at most ${NAME_INPUT_MAX_LENGTH} characters`).transform(sanitizeName);

export const firstNameField = nameInput('First name').refine((v) => v.length > 0, 'First name is required');
export const lastNameField = nameInput('Last name');

/** A path inside this app ("/series/1?x=y"), never another site: used for the post-sign-in return. */
export const returnPathField = z
  .string()
  .max(2000)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\'), 'Invalid return path');

export const signUpRequest = z.object({
  firstName: firstNameField,
  lastName: lastNameField.optional(),
  email: emailField,
  password: newPasswordField,
  returnTo: returnPathField.optional(),
});
export type SignUpRequest = z.input<typeof signUpRequest>;

export const signInRequest = z.object({ email: emailField, password: currentPasswordField });
export type SignInRequest = z.input<typeof signInRequest>;

export const emailOnlyRequest = z.object({ email: emailField, returnTo: returnPathField.optional() });
export type EmailOnlyRequest = z.input<typeof emailOnlyRequest>;

export const resetPasswordRequest = z.object({ token: z.string().min(1).max(200), newPassword: newPasswordField });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const changePasswordRequest = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const deleteAccountRequest = z.object({ password: currentPasswordField });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;

export const translationIdField = z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'Unknown Bible translation').transform((v) => v.toUpperCase());

export const updateProfileRequest = z
  .object({
    firstName: firstNameField.optional(),
    lastName: lastNameField.nullable().optional(),
    preferredBibleTranslation: translationIdField.nullable().optional(),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** Who the client is: GET /api/auth/me. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  isSupporter: z.boolean(),
  emailVerified: z.boolean(),
  preferredBibleTranslation: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const meResponse = z.object({ user: authUserSchema });
export type MeResponse = z.infer<typeof meResponse>;

/** SPEC §6 admin check: GET /api/auth/is-admin (false for visitors). */
export const isAdminResponse = z.object({ isAdmin: z.boolean() });
export type IsAdminResponse = z.infer<typeof isAdminResponse>;

/** Sign-up outcomes, SPEC §4/§8: a new account, or an existing e-mail whose sign-in was tried. */
export const signUpResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('verification_sent') }),
  z.object({ status: z.literal('signed_in'), user: authUserSchema }),
  z.object({ status: z.literal('email_not_verified') }),
]);
export type SignUpResponse = z.infer<typeof signUpResponse>;

export const signInResponse = z.object({ user: authUserSchema });
export type SignInResponse = z.infer<typeof signInResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponse>;

export const tierSchema = z.enum(['free', 'supporter']);
export type Tier = z.infer<typeof tierSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  preferredBibleTranslation: z.string().nullable(),
  tier: tierSchema,
  isAdmin: z.boolean(),
  supporterSince: z.string().nullable(),
  supporterUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Error codes the auth API returns (besides the generic ones) that the browser acts on. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  emailNotVerified: 'email_not_verified',
  alreadyRegistered: 'email_already_registered',
  invalidResetToken: 'invalid_reset_token',
  wrongPassword: 'wrong_password',
  rateLimited: 'rate_limited',
} as const;
