import { waitlistRequest } from '@rooted/shared/contracts/landing';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useJoinWaitlist } from '../api/join-waitlist';
import { fieldErrors, FormField } from './form-field';

export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const join = useJoinWaitlist();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = waitlistRequest.safeParse({ email, name });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    join.mutate({ email, name: name || undefined });
  }

  if (join.isSuccess)
    return (
      <Alert variant="success" data-testid="waitlist-success">
        <CircleCheck aria-hidden />
        <AlertTitle>You're on the list!</AlertTitle>
        <AlertDescription>We'll write to {email.trim().toLowerCase()} when there is news. Thank you for your interest.</AlertDescription>
      </Alert>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Join the waitlist">
      <FormField id="waitlist-email" label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
      </FormField>
      <FormField id="waitlist-name" label="Name" hint="optional" error={errors.name}>
        <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </FormField>
      {join.isError && (
        <p role="alert" className="text-sm text-destructive">
          {join.error.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={join.isPending}>
        {join.isPending && <Spinner className="size-4 text-current" label="Joining..." />}
        Join the Waitlist
      </Button>
    </form>
  );
}
