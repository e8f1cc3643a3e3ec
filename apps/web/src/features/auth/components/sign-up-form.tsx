import { emailError } from '@rooted/shared/auth/email';
import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { NAME_INPUT_MAX_LENGTH, nameError } from '@rooted/shared/auth/names';
import { isValidPassword, passwordErrors } from '@rooted/shared/auth/password';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { useSetSessionUser, useSignUp } from '../api/auth-api';
import { allowAttempt } from '../hooks/use-attempt-limiter';
import { handleRateLimit } from '../lib/auth-errors';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength';

type Errors = Partial<Record<'firstName' | 'lastName' | 'email', string | null>>;

export function SignUpForm({ returnTo }: { returnTo: string }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const setSessionUser = useSetSessionUser();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const passwordValid = isValidPassword(form.password);

  const toVerification = () => navigate(paths.verification(), { state: { email: form.email.trim(), from: returnTo } });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      firstName: nameError(form.firstName, { required: true, label: 'First name' }),
      lastName: nameError(form.lastName, { required: false, label: 'Last name' }),
      email: emailError(form.email),
    };
    setErrors(next);
    if (!passwordValid) {
      toast.error(AUTH_MESSAGES.invalidPasswordTitle, { description: passwordErrors(form.password)[0] });
      return;
    }
    if (Object.values(next).some(Boolean) || !allowAttempt('signup')) return;
    const body = { ...form, email: form.email.trim(), lastName: form.lastName || undefined, returnTo: returnTo === '/' ? undefined : returnTo };
    signUp.mutate(body, {
      onSuccess: async (result) => {
        if (result.status === 'verification_sent') {
          toast.success(AUTH_MESSAGES.signUpSuccess);
          await toVerification();
        } else if (result.status === 'signed_in') {
          toast.success(AUTH_MESSAGES.welcomeBackTitle, { description: AUTH_MESSAGES.welcomeBack });
          setSessionUser(result.user);
          await navigate(returnTo, { replace: true });
        } else {
          toast.warning(AUTH_MESSAGES.emailNotVerifiedTitle, { description: AUTH_MESSAGES.verifyEmailAlert });
          await toVerification();
        }
      },
      onError: async (error) => {
        // SPEC §8: a timeout after the account was created still counts as success.
        if (isApiError(error, 504)) {
          toast.success(AUTH_MESSAGES.signUpSuccess);
          await toVerification();
        } else if (isApiError(error, 409)) {
          // The e-mail is registered and the password did not match (SPEC §8).
          toast.error(error.message);
        } else if (!handleRateLimit(error)) {
          toast.error('Sign Up Failed', { description: error.message });
        }
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First name" autoComplete="given-name" required maxLength={NAME_INPUT_MAX_LENGTH} value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <FormField id="signup-last-name" label={<>Last name <span className="font-normal text-muted-foreground">(optional)</span></>} autoComplete="family-name" maxLength={NAME_INPUT_MAX_LENGTH} value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <FormField id="signup-email" label="Email" type="email" autoComplete="email" maxLength={254} value={form.email} onChange={set('email')} error={errors.email} />
      <FormField id="signup-password" label="Password" type="password" autoComplete="new-password" maxLength={128} value={form.password} onChange={set('password')} aria-describedby="signup-password-strength">
        <PasswordStrengthMeter id="signup-password-strength" password={form.password} />
      </FormField>
      {/* SPEC §5: Sign Up stays disabled while the password is invalid. */}
      <Button type="submit" disabled={!passwordValid || signUp.isPending}>
        {signUp.isPending && <Spinner className="size-4 text-primary-foreground" label="Creating your account" />}
        Sign Up
      </Button>
    </form>
  );
}
