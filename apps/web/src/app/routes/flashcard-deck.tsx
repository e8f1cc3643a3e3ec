import type { Flashcard } from '@rooted/shared';
import { useParams } from 'react-router';
import { DeckScreen } from '@/features/flashcards/components/deck-screen';
import { SignedInOnly } from '@/features/flashcards/components/signed-in-only';
import { useSession } from '@/features/auth/hooks/use-session';
import { HearItAgainButton } from '../compose/hear-it-again';

// A card made from a listening moment plays its clip again.
const renderClip = (card: Flashcard) =>
  card.episodeId && card.clipStartSeconds !== null && card.clipEndSeconds !== null ? (
    <HearItAgainButton
      clip={{ episodeId: card.episodeId, startSeconds: card.clipStartSeconds, endSeconds: card.clipEndSeconds }}
    />
  ) : null;

export default function FlashcardDeckPage() {
  const { user, isLoading } = useSession();
  const { deckId = '' } = useParams();
  return (
    <SignedInOnly title="Deck" signedIn={!!user} loading={isLoading}>
      <DeckScreen key={deckId} deckId={deckId} renderCardActions={renderClip} />
    </SignedInOnly>
  );
}
