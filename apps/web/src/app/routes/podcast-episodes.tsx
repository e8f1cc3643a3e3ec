import { useParams, useSearchParams } from 'react-router';
import { PodcastEpisodesScreen } from '@/features/podcasts/components/podcast-episodes-screen';

export default function PodcastEpisodesPage() {
  const { podcastName = '' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return <PodcastEpisodesScreen podcastName={podcastName} page={page} />;
}
