import { lazy, Suspense } from 'react';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { useSession } from '@/features/auth/hooks/use-session';
import { LandingPage } from './landing';

// The dashboard (and the contracts it parses with zod) is its own chunk: a visitor's "/" never needs it.
const DashboardPage = lazy(() => import('./dashboard').then((m) => ({ default: m.DashboardPage })));

/** SPEC §2: "/" is the landing page for visitors and the dashboard for signed-in users. */
export default function HomePage() {
  const { user, isLoading } = useSession();
  // Wait for the session so a signed-in user never sees the landing page flash first.
  if (isLoading) return <PageSkeleton />;
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <DashboardPage user={user} />
    </Suspense>
  );
}
