import { useQuery } from '@tanstack/react-query';
import { BellOff, BellPlus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { subscriptionStatusQueryOptions, useSetSubscription } from '../api/subscriptions-api';

/** Subscribe to or unsubscribe from a series (signed-in users; render it only for them). */
export function SubscribeButton({ seriesId, ...props }: { seriesId: string } & Omit<ButtonProps, 'onClick'>) {
  const { data: subscribed, isPending } = useQuery(subscriptionStatusQueryOptions(seriesId));
  const setSubscription = useSetSubscription(seriesId);
  const busy = isPending || setSubscription.isPending;
  return (
    <Button
      variant={subscribed ? 'outline' : 'secondary'}
      aria-pressed={!!subscribed}
      disabled={busy}
      onClick={() => setSubscription.mutate(!subscribed)}
      {...props}
    >
      {subscribed ? <BellOff aria-hidden /> : <BellPlus aria-hidden />}
      {subscribed ? 'Unsubscribe' : 'Subscribe'}
    </Button>
  );
}
