// Where to go after signing in (SPEC §2: /auth receives the originating path as router state).
const AUTH_PAGES = ['/auth', '/verification'];

/** An in-app path to return to, or '/' (never another site, never back to the auth pages). */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return '/';
  const pathname = candidate.split(/[?#]/)[0]!;
  return AUTH_PAGES.includes(pathname) ? '/' : candidate;
}

export function returnPathFromState(state: unknown): string {
  return safeReturnPath((state as { from?: unknown } | null)?.from);
}
