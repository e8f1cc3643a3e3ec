import { emailError } from '@rooted/shared/auth/email';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/auth-api';
import { handleRateLimit } from '../lib/auth-errors';
import { FormField } from './form-field';

/** Seconds the button waits after a send; the server also limits sends per address. */
const COOLDOWN_SECONDS = 60;

export function ResendVerificationForm({ initialEmail, returnTo }: { initialEmail: string; returnTo: string }) {
  const resend = useResendVerification();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return;
    resend.mutate(
      { email: email.trim(), returnTo: returnTo === '/' ? undefined : returnTo },
      {
        onSuccess: () => {
          setCooldown(COOLDOWN_SECONDS);
          toast.success('Verification email sent', { description: `If ${email.trim()} has an account waiting for verification, a new link is on its way.` });
        },
        onError: (err) => handleRateLimit(err) || toast.error(err.message),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Resend verification email">
      <FormField id="verification-email" label="Email" type="email" autoComplete="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <Button type="submit" variant="outline" disabled={resend.isPending || cooldown > 0}>
        {cooldown > 0 ? `Resend available in ${cooldown} s` : 'Resend verification email'}
      </Button>
    </form>
  );
}
