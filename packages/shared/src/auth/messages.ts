// SPEC §8 "Auth" texts, copied exactly. Server errors and browser toasts both read them from here.
export const AUTH_MESSAGES = {
  tooManyAttemptsTitle: 'Too many attempts',
  tooManyAttempts: (seconds: number) => `Please wait ${seconds} seconds before trying again.`,
  signInFailedTitle: 'Sign In Failed',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  invalidPasswordTitle: 'Invalid password',
  signUpSuccess:
    "Account created! Please check your email to verify your account. You won't be able to sign in until verification is complete.",
  welcomeBackTitle: 'Welcome back!',
  welcomeBack: "You've been signed in successfully.",
  emailNotVerifiedTitle: 'Email not verified',
  alreadyRegistered:
    'This email is already registered, but the password is incorrect. Please try signing in or reset your password.',
  resetSentTitle: 'Reset email sent!',
  resetSent: 'Check your email for a password reset link.',
  verifyEmailAlert: 'Please verify your email address. Check your inbox for a confirmation email.',
  emailRequiredTitle: 'Email required',
  emailRequired: 'Please enter your email address first.',
  signedOutTitle: 'Signed out',
  signedOut: 'You have been signed out successfully.',
  userMustBeAuthenticated: 'User must be authenticated',
  userNotAuthenticated: 'User not authenticated',
} as const;
