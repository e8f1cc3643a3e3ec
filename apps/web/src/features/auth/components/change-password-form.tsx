import { isValidPassword } from '@rooted/shared/auth/password';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useChangePassword } from '../api/profile-api';
import { handleRateLimit } from '../lib/auth-errors';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const valid = current.length > 0 && isValidPassword(next);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setError(null);
          toast.success('Password changed', { description: 'Your other devices have been signed out.' });
        },
        onError: (err) => {
          if (handleRateLimit(err)) return;
          setError(err.message);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change password">
      <FormField id="current-password" label="Current password" type="password" autoComplete="current-password" maxLength={128} value={current} onChange={(e) => setCurrent(e.target.value)} error={error} />
      <FormField id="new-password" label="New password" type="password" autoComplete="new-password" maxLength={128} value={next} onChange={(e) => setNext(e.target.value)} aria-describedby="new-password-strength">
        <PasswordStrengthMeter id="new-password-strength" password={next} />
      </FormField>
      <Button type="submit" className="self-start" disabled={!valid || change.isPending}>
        Change Password
      </Button>
    </form>
  );
}
