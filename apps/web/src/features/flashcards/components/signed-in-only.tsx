import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { Button } from '@/components/ui/button';
import { paths, type AuthRedirectState } from '@/config/paths';

interface SignedInOnlyProps {
  title: string;
  /** From the session (the route composes auth and flashcards). */
  signedIn: boolean;
  loading: boolean;
  children: ReactNode;
}

/** Flashcards are personal (SPEC §6): visitors get a sign-in prompt that brings them back here. */
export function SignedInOnly({ title, signedIn, loading, children }: SignedInOnlyProps) {
  const location = useLocation();
  if (loading) return <PageSkeleton />;
  if (signedIn) return children;
  const state: AuthRedirectState = { from: `${location.pathname}${location.search}` };
  return (
    <Page>
      <title>{`${title} · Rooted`}</title>
      <PageHeader
        title={title}
        description="Sign in to make flashcards from the verses you hear and study them with spaced repetition."
      />
      <Button asChild className="mt-6">
        <Link to={paths.auth()} state={state}>
          <LogIn aria-hidden />
          Sign In
        </Link>
      </Button>
    </Page>
  );
}
