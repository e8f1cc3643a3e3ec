import type { Profile } from '@rooted/shared/contracts/auth';
import { NAME_INPUT_MAX_LENGTH, nameError } from '@rooted/shared/auth/names';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useUpdateProfile } from '../api/profile-api';
import { FormField } from './form-field';

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [errors, setErrors] = useState<{ firstName?: string | null; lastName?: string | null }>({});
  const changed = firstName !== profile.firstName || lastName !== (profile.lastName ?? '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = {
      firstName: nameError(firstName, { required: true, label: 'First name' }),
      lastName: nameError(lastName, { required: false, label: 'Last name' }),
    };
    setErrors(next);
    if (next.firstName || next.lastName) return;
    update.mutate(
      { firstName, lastName: lastName.trim() ? lastName : null },
      {
        onSuccess: ({ profile: saved }) => {
          // Show what the server stored (names are sanitised there too).
          setFirstName(saved.firstName);
          setLastName(saved.lastName ?? '');
          toast.success('Profile updated');
        },
        onError: (error) => toast.error('Could not save your profile', { description: error.message }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Your name">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name" autoComplete="given-name" maxLength={NAME_INPUT_MAX_LENGTH} value={firstName} onChange={(e) => setFirstName(e.target.value)} error={errors.firstName} />
        <FormField id="profile-last-name" label="Last name" autoComplete="family-name" maxLength={NAME_INPUT_MAX_LENGTH} value={lastName} onChange={(e) => setLastName(e.target.value)} error={errors.lastName} />
      </div>
      <Button type="submit" className="self-start" disabled={!changed || update.isPending}>
        Save Changes
      </Button>
    </form>
  );
}
