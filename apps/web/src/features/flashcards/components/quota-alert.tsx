import { SupporterFeatureAlert } from '@/components/supporter-feature-alert';

/** SPEC §4: the 'Supporter Feature' alert, shown when a free user has used this month's new cards. */
export function QuotaAlert() {
  return (
    <SupporterFeatureAlert>
      You have made this month’s 5 free flashcards. Supporters create unlimited flashcards; reviewing your cards is
      always free.
    </SupporterFeatureAlert>
  );
}
