// /auth?mode=reset&token=…: the page the password-reset e-mail links to (SPEC §2).
import { isValidPassword, passwordErrors } from '@rooted/shared/auth/password';
import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { useResetPassword } from '../api/auth-api';
import { handleRateLimit } from '../lib/auth-errors';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength';

interface ResetPasswordFormProps {
  token: string | null;
  /** Back to the Sign In tab (after success, or to ask for a new link). */
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalidLink, setInvalidLink] = useState(!token);
  const valid = isValidPassword(password);
  const mismatch = confirm.length > 0 && confirm !== password;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      toast.error(AUTH_MESSAGES.invalidPasswordTitle, { description: passwordErrors(password)[0] });
      return;
    }
    if (password !== confirm || !token) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success('Password updated', { description: 'Sign in with your new password.' });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'invalid_reset_token') setInvalidLink(true);
          else if (!handleRateLimit(error)) toast.error('Could not reset your password', { description: error.message });
        },
      },
    );
  }

  if (invalidLink) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="destructive">
          <AlertTitle>This reset link is invalid or has expired</AlertTitle>
          <AlertDescription>Reset links work once, for one hour. Enter your email on the Sign In tab and choose 'Forgot your password?' to get a new one.</AlertDescription>
        </Alert>
        <Button onClick={onDone}>Back to Sign In</Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Set a new password">
      <FormField id="reset-password" label="New password" type="password" autoComplete="new-password" maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby="reset-password-strength">
        <PasswordStrengthMeter id="reset-password-strength" password={password} />
      </FormField>
      <FormField id="reset-password-confirm" label="Confirm new password" type="password" autoComplete="new-password" maxLength={128} value={confirm} onChange={(e) => setConfirm(e.target.value)} error={mismatch ? 'The passwords do not match' : null} />
      <Button type="submit" disabled={!valid || password !== confirm || reset.isPending}>
        {reset.isPending && <Spinner className="size-4 text-primary-foreground" label="Saving" />}
        Set New Password
      </Button>
    </form>
  );
}
