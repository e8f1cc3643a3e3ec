import { useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { PodcastScreen } from '@/features/podcasts/components/podcast-screen';

/** SPEC §2: /podcasts/{podcastName}; the standalone-episodes link arrives here with the name's slug. */
export default function PodcastPage() {
  const { podcastName = '' } = useParams();
  const { user } = useSession();
  return <PodcastScreen key={podcastName} podcastName={podcastName} isAdmin={Boolean(user?.isAdmin)} />;
}
