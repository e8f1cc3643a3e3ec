import { SUPPORTER_FEATURE_ACTION, SUPPORTER_FEATURE_TITLE } from '@rooted/shared';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** SPEC §4: the 'Supporter Feature' alert, shown when a free user has used this month's new cards. */
export function QuotaAlert() {
  return (
    <Alert data-testid="supporter-feature-alert">
      <Sparkles aria-hidden />
      <AlertTitle>{SUPPORTER_FEATURE_TITLE}</AlertTitle>
      <AlertDescription>
        <p>
          You have made this month’s 5 free flashcards. Supporters create unlimited flashcards; reviewing your
          cards is always free.
        </p>
        <Button asChild size="sm" className="mt-3">
          <Link to={paths.profile()}>{SUPPORTER_FEATURE_ACTION}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
