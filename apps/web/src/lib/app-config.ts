// Settings the server owns and every page shows the same way: GET /api/config (today the Supporter price,
// one setting because SPEC §1 has two readings). Cached for the session; the value changes only on deploy.
import { DEFAULT_SUPPORTER_PRICE_MONTHLY, formatMonthlyPrice, formatPrice } from '@rooted/shared/landing/price';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

export interface AppConfig {
  supporterPriceMonthly: number;
}

export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'],
  queryFn: async ({ signal }): Promise<AppConfig> => {
    const data = await apiFetch<Partial<AppConfig>>('/api/config', { signal });
    // A tiny shape check instead of the zod contract: this module may load early and zod is heavy.
    const price = data?.supporterPriceMonthly;
    return { supporterPriceMonthly: typeof price === 'number' && price > 0 ? price : DEFAULT_SUPPORTER_PRICE_MONTHLY };
  },
  staleTime: Infinity,
});

export interface SupporterPrice {
  /** Null while loading: show a placeholder rather than a price that might change. */
  amount: number | null;
  /** "$5" */
  short: string | null;
  /** "$5 per month" */
  monthly: string | null;
}

export function useSupporterPrice(): SupporterPrice {
  const { data, isError } = useQuery(appConfigQueryOptions);
  // If the server cannot be reached the page still needs a price; the default is the server's default too.
  const amount = data?.supporterPriceMonthly ?? (isError ? DEFAULT_SUPPORTER_PRICE_MONTHLY : null);
  return {
    amount,
    short: amount === null ? null : formatPrice(amount),
    monthly: amount === null ? null : formatMonthlyPrice(amount),
  };
}
