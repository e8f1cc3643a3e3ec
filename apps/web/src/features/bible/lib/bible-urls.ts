// Canonical reader URLs: upper-case translation id, book slug ('1-John'), chapter without leading zeros.
// Anything else redirects here, keeping ?highlight/?verse but dropping ?translation once it is applied.
export function canonicalSearch(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete('translation');
  const qs = next.toString();
  return qs ? `?${qs}` : '';
}

/** A chapter segment as a number, or null for '0', '3a', '' and the like. */
export function parseChapterParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
