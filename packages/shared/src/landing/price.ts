// The Supporter price is one setting (SPEC §1 has two readings; we show one, from the server, everywhere).
export const DEFAULT_SUPPORTER_PRICE_MONTHLY = 5;

/** "$5" for whole dollars, "$4.99" otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "$5 per month": the one way the Supporter price is written. */
export function formatMonthlyPrice(amount: number): string {
  return `${formatPrice(amount)} per month`;
}
