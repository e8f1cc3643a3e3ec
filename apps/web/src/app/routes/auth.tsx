import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useSession } from '@/features/auth/hooks/use-session';
import { returnPathFromState } from '@/features/auth/lib/return-path';

/** SPEC §2: a signed-in user on /auth goes to the return path it received (the reset link still works). */
export default function AuthPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const resetting = params.get('mode') === 'reset';
  if (isLoading && !resetting) return <PageSkeleton />;
  if (user && !resetting) return <Navigate to={returnPathFromState(location.state)} replace />;
  return <AuthScreen />;
}
