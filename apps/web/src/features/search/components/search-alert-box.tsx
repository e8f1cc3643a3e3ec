// SPEC §8 search alerts; 'Sign In Required' carries a Sign In button (SPEC §6), the 'Supporter Feature'
// alert an 'Upgrade to Supporter' link to /profile (SPEC §4).
import type { SearchAlert } from '@rooted/shared/search/messages';
import { SEARCH_TEXT } from '@rooted/shared/search/messages';
import { SUPPORTER_FEATURE_ACTION } from '@rooted/shared/contracts/bible';
import { CircleAlert, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function SearchAlertBox({ alert, onSignIn }: { alert: SearchAlert; onSignIn: () => void }) {
  const signIn = alert.kind === 'sign_in';
  return (
    <Alert variant={signIn ? 'default' : 'warning'} data-testid="search-alert">
      {signIn ? <LogIn aria-hidden /> : <CircleAlert aria-hidden />}
      <AlertTitle>{alert.title}</AlertTitle>
      <AlertDescription>
        <p>{alert.description}</p>
        {alert.kind === 'supporter' && (
          <Button asChild size="sm" className="mt-2">
            <Link to={paths.profile()}>{SUPPORTER_FEATURE_ACTION}</Link>
          </Button>
        )}
        {signIn && (
          <Button size="sm" className="mt-2" onClick={onSignIn}>
            {SEARCH_TEXT.signIn}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
