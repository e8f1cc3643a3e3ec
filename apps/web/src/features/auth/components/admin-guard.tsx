// SPEC §2/§6: /admin and every edit route. 'Loading...' while the check runs; non-admins go to /.
// The server checks the role on every admin API call regardless of what this shows.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { useIsAdmin } from '../api/is-admin';
import { useSession } from '../hooks/use-session';

export function AdminGuard({ children }: { children: ReactNode }) {
  const { user, isLoading: sessionLoading } = useSession();
  const { isAdmin, isLoading } = useIsAdmin(user?.id);
  if (sessionLoading || isLoading) {
    return (
      <Page>
        <p className="text-muted-foreground" role="status" data-testid="admin-guard-loading">
          Loading...
        </p>
      </Page>
    );
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
