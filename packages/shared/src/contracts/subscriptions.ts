// Contracts of series subscriptions (SPEC §3 user_series_subscriptions; the /subscriptions page).
import { z } from 'zod';

export const subscriptionItem = z.object({
  seriesId: z.string(),
  seriesName: z.string(),
  description: z.string(),
  podcastName: z.string(),
  podcastSlug: z.string(),
  artworkUrl: z.string().nullable(),
  completedCount: z.number().int(),
  totalCount: z.number().int(),
  subscribedAt: z.string(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

export const subscriptionsResponse = z.object({ subscriptions: z.array(subscriptionItem) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponse>;

export const subscriptionStatusResponse = z.object({ subscribed: z.boolean() });
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;
