import { emailError } from '@rooted/shared/auth/email';
import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { useRequestPasswordReset, useSetSessionUser, useSignIn } from '../api/auth-api';
import { allowAttempt } from '../hooks/use-attempt-limiter';
import { handleRateLimit, showSignInFailed } from '../lib/auth-errors';
import { FormField } from './form-field';

export function SignInForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const setSessionUser = useSetSessionUser();
  const forgot = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | null; password?: string | null }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: sign-in requires email and password.
    const next = { email: emailError(email), password: password ? null : 'Password is required' };
    setErrors(next);
    if (next.email || next.password || !allowAttempt('signin')) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: async ({ user }) => {
          setSessionUser(user);
          await navigate(returnTo, { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 403) && error.code === 'email_not_verified') {
            toast.warning(AUTH_MESSAGES.emailNotVerifiedTitle, { description: AUTH_MESSAGES.verifyEmailAlert });
            void navigate(paths.verification(), { state: { email: email.trim(), from: returnTo } });
            return;
          }
          showSignInFailed(error);
        },
      },
    );
  }

  function onForgotPassword() {
    // SPEC §5: 'Email required' / 'Please enter your email address first.'
    if (!email.trim()) {
      toast.error(AUTH_MESSAGES.emailRequiredTitle, { description: AUTH_MESSAGES.emailRequired });
      return;
    }
    const invalid = emailError(email);
    if (invalid) {
      setErrors({ email: invalid });
      return;
    }
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => toast.success(AUTH_MESSAGES.resetSentTitle, { description: AUTH_MESSAGES.resetSent }),
        onError: (error) => handleRateLimit(error) || toast.error(error.message),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign in">
      <FormField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <FormField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner className="size-4 text-primary-foreground" label="Signing in" />}
        Sign In
      </Button>
      <Button type="button" variant="link" className="h-auto self-center p-0" onClick={onForgotPassword} disabled={forgot.isPending}>
        Forgot your password?
      </Button>
    </form>
  );
}
