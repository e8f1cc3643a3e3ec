import type { FlashcardQuotaInfo } from '@rooted/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { QuotaAlert } from './quota-alert';

/** Free users see how many of this month's 5 new cards are left; at none, the 'Supporter Feature' alert. */
export function QuotaNote({ quota }: { quota: FlashcardQuotaInfo }) {
  if (quota.unlimited || quota.remaining === null) return null;
  if (quota.remaining === 0) return <QuotaAlert />;
  return (
    <p className="text-sm text-muted-foreground">
      {quota.remaining} of {quota.limit} new cards left this month.{' '}
      <Link to={paths.profile()} className="text-primary underline-offset-4 hover:underline">
        Supporters
      </Link>{' '}
      create unlimited cards.
    </p>
  );
}
