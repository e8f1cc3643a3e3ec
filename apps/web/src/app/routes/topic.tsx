import { useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { SupporterFeatureAlert } from '@/components/supporter-feature-alert';
import { TopicScreen } from '@/features/topics/components/topic-screen';
import { useVerseTools } from '../compose/use-verse-tools';

/** /topics/{topicId}: premium topics are guarded by the server; others see the 'Supporter Feature' alert. */
export default function TopicPage() {
  const { topicId = '' } = useParams();
  const { user } = useSession();
  const tools = useVerseTools();
  return (
    <>
      <TopicScreen
        key={topicId}
        topicId={topicId}
        translation={tools.translation}
        viewerKey={user ? `${user.id}:${user.isSupporter}` : 'visitor'}
        verseHref={tools.keyVerseHref}
        onAddFlashcard={tools.addKeyVerse}
        supporterNotice={
          <SupporterFeatureAlert>This topic is available to supporters.</SupporterFeatureAlert>
        }
      />
      {tools.flashcardDialog}
    </>
  );
}
