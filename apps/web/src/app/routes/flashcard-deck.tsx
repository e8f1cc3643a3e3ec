import { useParams } from 'react-router';
import { DeckScreen } from '@/features/flashcards/components/deck-screen';
import { SignedInOnly } from '@/features/flashcards/components/signed-in-only';
import { useSession } from '@/features/auth/hooks/use-session';

export default function FlashcardDeckPage() {
  const { user, isLoading } = useSession();
  const { deckId = '' } = useParams();
  return (
    <SignedInOnly title="Deck" signedIn={!!user} loading={isLoading}>
      <DeckScreen key={deckId} deckId={deckId} />
    </SignedInOnly>
  );
}
