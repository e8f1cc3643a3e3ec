import { DecksScreen } from '@/features/flashcards/components/decks-screen';
import { SignedInOnly } from '@/features/flashcards/components/signed-in-only';
import { useSession } from '@/features/auth/hooks/use-session';

export default function FlashcardDecksPage() {
  const { user, isLoading } = useSession();
  return (
    <SignedInOnly title="Decks" signedIn={!!user} loading={isLoading}>
      <DecksScreen />
    </SignedInOnly>
  );
}
