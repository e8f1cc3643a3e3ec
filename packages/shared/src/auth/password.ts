// SPEC §5 password rules and strength. Sign Up stays disabled while any rule fails.

/** The special characters SPEC §5 accepts, exactly: !@#$%^&*(),.?":{}|<> */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;
/** The auth library refuses longer passwords (it hashes at most 128 characters). */
export const PASSWORD_MAX_LENGTH = 128;

const SPECIAL = /[!@#$%^&*(),.?":{}|<>]/;

export type PasswordCriterion = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordRule {
  criterion: PasswordCriterion;
  /** Shown in the rule list under the password field. */
  label: string;
  /** Shown as the 'Invalid password' message when this is the first failing rule. */
  error: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    criterion: 'length',
    label: 'At least 8 characters',
    error: 'Password must be at least 8 characters long',
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    criterion: 'uppercase',
    label: 'One uppercase letter',
    error: 'Password must contain at least one uppercase letter',
    test: (p) => /[A-Z]/.test(p),
  },
  {
    criterion: 'lowercase',
    label: 'One lowercase letter',
    error: 'Password must contain at least one lowercase letter',
    test: (p) => /[a-z]/.test(p),
  },
  { criterion: 'number', label: 'One number', error: 'Password must contain at least one number', test: (p) => /\d/.test(p) },
  {
    criterion: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    error: `Password must contain at least one special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p) => SPECIAL.test(p),
  },
];

const TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

/** Every failing rule's error, in rule order (empty when the password is valid). */
export function passwordErrors(password: string): string[] {
  const errors = PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.error);
  if (password.length > PASSWORD_MAX_LENGTH) errors.push(TOO_LONG);
  return errors;
}

export function isValidPassword(password: string): boolean {
  return passwordErrors(password).length === 0;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** SPEC §5: of the 5 criteria, 4 or more is strong, exactly 3 is medium, fewer is weak. */
export function passwordStrength(password: string): PasswordStrength {
  const met = PASSWORD_RULES.filter((r) => r.test(password)).length;
  if (met >= 4) return 'strong';
  if (met === 3) return 'medium';
  return 'weak';
}
