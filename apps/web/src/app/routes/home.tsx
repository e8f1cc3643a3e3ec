import { PageSkeleton } from '@/components/layout/page-skeleton';
import { useSession } from '@/features/auth/hooks/use-session';
import { DashboardPage } from './dashboard';
import { LandingPage } from './landing';

/** SPEC §2: "/" is the landing page for visitors and the dashboard for signed-in users. */
export default function HomePage() {
  const { user, isLoading } = useSession();
  // Wait for the session so a signed-in user never sees the landing page flash first.
  if (isLoading) return <PageSkeleton />;
  return user ? <DashboardPage user={user} /> : <LandingPage />;
}
