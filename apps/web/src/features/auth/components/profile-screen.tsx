// /profile (SPEC §2, §6): account and tier, names, preferred translation, password, account deletion.
import type { Profile } from '@rooted/shared/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '@/components/layout/page';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { profileQueryOptions } from '../api/profile-api';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ProfileDetailsForm } from './profile-details-form';
import { TierBadge } from './tier-badge';

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

interface ProfileScreenProps {
  /** The preferred Bible translation picker, supplied by the route from the bible feature. */
  translationSection?: ReactNode;
  /** Data export (CSV and JSON), supplied by the route from the export feature. */
  dataSection?: ReactNode;
  /** Supporter dates or 'Upgrade to Supporter', supplied by the route from the admin (tier) feature. */
  tierSection?: (profile: Profile) => ReactNode;
}

export function ProfileScreen({ translationSection, dataSection, tierSection }: ProfileScreenProps) {
  const { data: profile, error, isPending } = useQuery(profileQueryOptions);
  if (isPending) return <PageSkeleton />;
  if (error || !profile) {
    return (
      <Page>
        <Alert variant="destructive">
          <AlertTitle>Could not load your profile</AlertTitle>
          <AlertDescription>{error?.message ?? 'Please try again.'}</AlertDescription>
        </Alert>
      </Page>
    );
  }
  const memberSince = new Date(profile.createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

  return (
    <Page className="flex max-w-3xl flex-col gap-6">
      <title>My Profile · Rooted</title>
      <PageHeader title="My Profile" description="Your account, your preferences and your data." />
      <Section title="Account">
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{profile.email}</dd>
          <dt className="text-muted-foreground">Plan</dt>
          <dd>
            <TierBadge tier={profile.tier} />
          </dd>
          <dt className="text-muted-foreground">Member since</dt>
          <dd>{memberSince}</dd>
        </dl>
        {tierSection && <div className="mt-4">{tierSection(profile)}</div>}
      </Section>
      <Section title="Your name" description="Shown in greetings and on your certificates.">
        <ProfileDetailsForm profile={profile} />
      </Section>
      {translationSection && (
        <Section title="Bible translation" description="The translation the Bible reader opens with.">
          {translationSection}
        </Section>
      )}
      {dataSection && (
        <Section title="Your data" description="Download what you have written and everything else in your account.">
          {dataSection}
        </Section>
      )}
      <Section title="Change password" description="Other devices signed in to your account will be signed out.">
        <ChangePasswordForm />
      </Section>
      <Section title="Delete account" description="Permanently remove your account and everything in it.">
        <DeleteAccountDialog />
      </Section>
    </Page>
  );
}
