import { FlashcardsDashboard } from '@/features/flashcards/components/flashcards-dashboard';
import { SignedInOnly } from '@/features/flashcards/components/signed-in-only';
import { useSession } from '@/features/auth/hooks/use-session';

export default function FlashcardsPage() {
  const { user, isLoading } = useSession();
  return (
    <SignedInOnly title="Flashcards" signedIn={!!user} loading={isLoading}>
      <FlashcardsDashboard />
    </SignedInOnly>
  );
}
