// /profile 'Upgrade to Supporter' (issue 12): Stripe Checkout when the server has payments set up;
// otherwise how to become a supporter by contacting the team. Supporters see their dates instead.
import { checkoutResponse, paymentsConfigResponse, SUPPORTER_FEATURE_ACTION, type Tier } from '@rooted/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api';
import { useSupporterPrice } from '@/lib/app-config';

const paymentsConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: ({ signal }) => apiFetch('/api/payments/config', { schema: paymentsConfigResponse, signal }),
  staleTime: Infinity,
});

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

interface UpgradeSectionProps {
  tier: Tier;
  supporterSince: string | null;
  supporterUntil: string | null;
}

export function UpgradeSection({ tier, supporterSince, supporterUntil }: UpgradeSectionProps) {
  const config = useQuery(paymentsConfigQuery);
  const price = useSupporterPrice();
  const checkout = useMutation({
    mutationFn: () => apiFetch('/api/payments/checkout', { method: 'POST', schema: checkoutResponse }),
    // Stripe's hosted page; it sends the user back to /profile.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => toast.error('Could not start the payment', { description: e.message }),
  });

  if (tier === 'supporter') {
    return (
      <p className="text-sm text-muted-foreground" data-testid="supporter-dates">
        Thank you for supporting Rooted{supporterSince && ` since ${longDate(supporterSince)}`}.
        {supporterUntil && ` Your support renews or ends on ${longDate(supporterUntil)}.`}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="upgrade-section">
      <p>
        Supporters get AI answers grounded in series content, cross references and custom verse links, unlimited flashcards,
        time-coded bookmarks, full transcripts where a series permits them, and a supporter badge on certificates
        {price.monthly && ` for ${price.monthly}`}.
      </p>
      {config.data?.enabled ? (
        <Button className="w-fit" disabled={checkout.isPending} onClick={() => checkout.mutate()}>
          {SUPPORTER_FEATURE_ACTION}
        </Button>
      ) : config.data ? (
        <p className="text-muted-foreground">
          Online payment is not available yet. To become a supporter, contact the Rooted team (use 'Report a bug' at the bottom of
          any page and choose the category Other) and an admin will upgrade your account.
        </p>
      ) : null}
    </div>
  );
}
