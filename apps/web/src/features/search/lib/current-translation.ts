// SPEC §2/§3: Bible results use the reader's current translation. In order: the translation of the
// Bible page being read (?translation= or the path), the last one read in this tab (sessionStorage
// lastBibleTranslation), the signed-in user's preference, and WEB.
const LAST_TRANSLATION_KEY = 'lastBibleTranslation';
const FALLBACK = 'WEB';
const ID = /^[A-Za-z0-9-]{1,16}$/;

function lastTranslation(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_TRANSLATION_KEY);
  } catch {
    return null; // storage disabled: fall through to the preference
  }
}

export function currentTranslation({ pathname, search, preferred }: { pathname: string; search: string; preferred?: string | null }): string {
  const fromQuery = new URLSearchParams(search).get('translation');
  const fromPath = /^\/bible\/([^/]+)/.exec(pathname)?.[1];
  const candidates = [pathname.startsWith('/bible/') ? fromQuery : null, fromPath, lastTranslation(), preferred];
  const found = candidates.find((c): c is string => !!c && ID.test(c));
  return (found ?? FALLBACK).toUpperCase();
}
