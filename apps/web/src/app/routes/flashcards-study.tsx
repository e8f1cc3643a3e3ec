import { useSearchParams } from 'react-router';
import { SignedInOnly } from '@/features/flashcards/components/signed-in-only';
import { useSession } from '@/features/auth/hooks/use-session';
import { StudyScreen } from '@/features/flashcards/components/study-screen';
import { HearItAgainButton } from '../compose/hear-it-again';

export default function FlashcardsStudyPage() {
  const { user, isLoading } = useSession();
  const [params] = useSearchParams();
  const deckId = params.get('deck');
  return (
    <SignedInOnly title="Study" signedIn={!!user} loading={isLoading}>
      {/* A new deck choice starts a new session. */}
      <StudyScreen
        key={deckId ?? 'all'}
        deckId={deckId}
        renderAnswerActions={(card) => card.clip && <HearItAgainButton clip={card.clip} />}
      />
    </SignedInOnly>
  );
}
