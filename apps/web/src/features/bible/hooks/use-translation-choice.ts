// Which translation to read when the URL does not say, and remembering the reader's choice.
// Order: ?translation=X, this tab's last translation, the signed-in user's preference, the default, WEB.
import { FALLBACK_TRANSLATION_ID } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { translationsQueryOptions } from '../api/get-translations';
import { preferredTranslationQueryOptions, useSavePreferredTranslation } from '../api/preferred-translation';
import { readLastTranslation, rememberLastTranslation } from '../lib/last-translation';

export function useResolvedTranslation({ signedIn, requested }: { signedIn: boolean; requested?: string | null }) {
  const translations = useQuery(translationsQueryOptions);
  const preferred = useQuery(preferredTranslationQueryOptions(signedIn));
  const list = translations.data?.translations ?? [];
  const visible = (id: string | null | undefined): id is string => !!id && list.some((t) => t.id === id.toUpperCase());
  const candidates = [requested, readLastTranslation(), preferred.data?.translation, translations.data?.defaultTranslation];
  const translation = candidates.find(visible)?.toUpperCase() ?? FALLBACK_TRANSLATION_ID;
  return {
    translation,
    translations: list,
    isLoading: translations.isPending || (signedIn && preferred.isPending),
    error: translations.error,
  };
}

/** Remembers a translation the reader picked: in this tab, and in the profile when signed in (SPEC §6). */
export function useChooseTranslation({ signedIn }: { signedIn: boolean }) {
  const { mutate: savePreference } = useSavePreferredTranslation();
  return useCallback(
    (id: string) => {
      rememberLastTranslation(id);
      if (signedIn) savePreference(id);
    },
    [signedIn, savePreference],
  );
}
