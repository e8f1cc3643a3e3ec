import { useParams } from 'react-router';
import { RecapScreen } from '@/features/recaps/components/recap-screen';
import { useVerseTools } from '../compose/use-verse-tools';

/** /recaps/{recapId}: a series recap with its key verses and episodes. */
export default function RecapPage() {
  const { recapId = '' } = useParams();
  const tools = useVerseTools();
  return (
    <>
      <RecapScreen
        key={recapId}
        recapId={recapId}
        translation={tools.translation}
        verseHref={tools.keyVerseHref}
        onAddFlashcard={tools.addKeyVerse}
      />
      {tools.flashcardDialog}
    </>
  );
}
