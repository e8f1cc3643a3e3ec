import { FALLBACK_TRANSLATION_ID } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { UpgradeSection } from '@/features/admin/components/upgrade-section';
import { ProfileScreen } from '@/features/auth/components/profile-screen';
import { RequireSignIn } from '@/features/auth/components/require-sign-in';
import { translationsQueryOptions } from '@/features/bible/api/get-translations';
import { preferredTranslationQueryOptions, useSavePreferredTranslation } from '@/features/bible/api/preferred-translation';
import { TranslationPicker } from '@/features/bible/components/translation-picker';
import { ExportDataSection } from '@/features/export';

/** SPEC §6: the preferred translation, saved on the server through the bible feature's own cache. */
function PreferredTranslation() {
  const translations = useQuery(translationsQueryOptions);
  const preferred = useQuery(preferredTranslationQueryOptions(true));
  const save = useSavePreferredTranslation();
  if (translations.isPending || preferred.isPending) return <Skeleton className="h-10 w-56" />;
  const list = translations.data?.translations ?? [];
  const value = preferred.data?.translation ?? translations.data?.defaultTranslation ?? FALLBACK_TRANSLATION_ID;
  return <TranslationPicker value={value} translations={list} onChange={(id) => save.mutate(id)} className="w-full sm:w-auto" />;
}

export default function ProfilePage() {
  return (
    <RequireSignIn>
      <ProfileScreen
        translationSection={<PreferredTranslation />}
        dataSection={<ExportDataSection />}
        tierSection={(p) => <UpgradeSection tier={p.tier} supporterSince={p.supporterSince} supporterUntil={p.supporterUntil} />}
      />
    </RequireSignIn>
  );
}
