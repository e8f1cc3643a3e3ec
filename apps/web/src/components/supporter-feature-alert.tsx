import { SUPPORTER_FEATURE_ACTION, SUPPORTER_FEATURE_TITLE } from '@rooted/shared';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** SPEC §4: the 'Supporter Feature' alert with 'Upgrade to Supporter' linking to /profile. */
export function SupporterFeatureAlert({ children }: { children: ReactNode }) {
  return (
    <Alert data-testid="supporter-feature-alert">
      <Sparkles aria-hidden />
      <AlertTitle>{SUPPORTER_FEATURE_TITLE}</AlertTitle>
      <AlertDescription>
        <p>{children}</p>
        <Button asChild size="sm" className="mt-3">
          <Link to={paths.profile()}>{SUPPORTER_FEATURE_ACTION}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
