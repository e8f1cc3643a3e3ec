import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { SubscriptionsList } from '@/features/subscriptions';

export default function SubscriptionsPage() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  if (isLoading) return <PageSkeleton />;
  return (
    <Page>
      <title>Subscribed Series · Rooted</title>
      <PageHeader
        title="Subscribed Series"
        description="The series you follow, with your progress in each."
      />
      <div className="mt-8">
        {user ? (
          <SubscriptionsList />
        ) : (
          <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6">
            <p className="text-muted-foreground">Sign in to subscribe to series and follow your progress.</p>
            <Button asChild>
              <Link to={paths.auth()} state={{ from: pathname }}>
                <LogIn aria-hidden /> Sign In
              </Link>
            </Button>
          </div>
        )}
      </div>
    </Page>
  );
}
