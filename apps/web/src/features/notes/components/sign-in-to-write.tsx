import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths, type AuthRedirectState } from '@/config/paths';

/** For visitors where signed-in users write (SPEC §6: notes and answers need an account). */
export function SignInToWrite({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  const state: AuthRedirectState = { from: pathname + search };
  return (
    <Link
      to={paths.auth()}
      state={state}
      className="inline-flex items-center gap-1.5 text-sm text-primary hover:underline"
    >
      <LogIn className="size-4" aria-hidden /> Sign in to {what}
    </Link>
  );
}
