import { creatorSubmissionRequest } from '@rooted/shared/contracts/landing';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitCreator } from '../api/submit-creator';
import { fieldErrors, FormField } from './form-field';

const EMPTY = { name: '', email: '', podcastName: '', feedUrl: '', message: '' };
type Values = typeof EMPTY;

export function CreatorForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useSubmitCreator();
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The server runs the same contract; checking here first gives instant, field-level messages.
    const parsed = creatorSubmissionRequest.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    submit.mutate(values);
  }

  if (submit.isSuccess)
    return (
      <Alert variant="success" data-testid="creator-success">
        <CircleCheck aria-hidden />
        <AlertTitle>Thank you, we received your submission</AlertTitle>
        <AlertDescription>
          We'll review {values.podcastName.trim()} and reply to {values.email.trim().toLowerCase()} soon.
        </AlertDescription>
      </Alert>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Creator submission">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="creator-name" label="Name" error={errors.name}>
          <Input autoComplete="name" value={values.name} onChange={set('name')} maxLength={100} />
        </FormField>
        <FormField id="creator-email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} maxLength={254} />
        </FormField>
      </div>
      <FormField id="creator-podcast" label="Podcast name" error={errors.podcastName}>
        <Input value={values.podcastName} onChange={set('podcastName')} maxLength={200} />
      </FormField>
      <FormField id="creator-feed" label="Feed URL" hint="optional" error={errors.feedUrl}>
        <Input type="url" inputMode="url" placeholder="https://" value={values.feedUrl} onChange={set('feedUrl')} maxLength={2000} />
      </FormField>
      <FormField id="creator-message" label="Message" hint="optional" error={errors.message}>
        <Textarea
          rows={4}
          value={values.message}
          onChange={set('message')}
          maxLength={1000}
          placeholder="Tell us about your content and your listeners."
        />
      </FormField>
      {submit.isError && (
        <p role="alert" className="text-sm text-destructive">
          {submit.error.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending && <Spinner className="size-4 text-current" label="Sending..." />}
        Send Submission
      </Button>
    </form>
  );
}
