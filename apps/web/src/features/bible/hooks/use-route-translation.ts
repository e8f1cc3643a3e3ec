// The translation a /bible/{translation}/... URL asks for, checked against the visible translations.
// ?translation=X (SPEC §2) overrides the path segment when it names a visible translation.
import { useQuery } from '@tanstack/react-query';
import { translationsQueryOptions } from '../api/get-translations';

export type RouteTranslation =
  | { status: 'loading' }
  | { status: 'unknown'; requested: string; translations: { id: string; name: string }[] }
  | { status: 'ok'; id: string; translations: { id: string; name: string; isDefault: boolean }[] };

export function useRouteTranslation(pathSegment: string, queryParam: string | null): RouteTranslation {
  const { data, error } = useQuery(translationsQueryOptions);
  if (!data) {
    // Without the list (API down) trust the URL; the chapter request reports a bad translation itself.
    return error ? { status: 'ok', id: pathSegment.toUpperCase(), translations: [] } : { status: 'loading' };
  }
  const find = (id: string | null) => (id ? data.translations.find((t) => t.id === id.toUpperCase()) : undefined);
  const chosen = find(queryParam) ?? find(pathSegment);
  if (!chosen) return { status: 'unknown', requested: pathSegment, translations: data.translations };
  return { status: 'ok', id: chosen.id, translations: data.translations };
}
