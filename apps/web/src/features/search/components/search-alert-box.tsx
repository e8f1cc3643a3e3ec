// SPEC §8 search alerts; 'Sign In Required' carries a Sign In button (SPEC §6).
import type { SearchAlert } from '@rooted/shared/search/messages';
import { SEARCH_TEXT } from '@rooted/shared/search/messages';
import { CircleAlert, LogIn } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export function SearchAlertBox({ alert, onSignIn }: { alert: SearchAlert; onSignIn: () => void }) {
  const signIn = alert.kind === 'sign_in';
  return (
    <Alert variant={signIn ? 'default' : 'warning'} data-testid="search-alert">
      {signIn ? <LogIn aria-hidden /> : <CircleAlert aria-hidden />}
      <AlertTitle>{alert.title}</AlertTitle>
      <AlertDescription>
        <p>{alert.description}</p>
        {signIn && (
          <Button size="sm" className="mt-2" onClick={onSignIn}>
            {SEARCH_TEXT.signIn}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
