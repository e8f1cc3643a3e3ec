import { useParams } from 'react-router';
import { PodcastListenScreen } from '@/features/podcasts/components/podcast-listen-screen';

export default function PodcastListenPage() {
  const { podcastName = '' } = useParams();
  return <PodcastListenScreen podcastName={podcastName} />;
}
