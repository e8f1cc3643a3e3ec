// Pages only for signed-in users (profile): visitors go to /auth and come back here afterwards.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { useSession } from '../hooks/use-session';

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSkeleton />;
  if (!user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
