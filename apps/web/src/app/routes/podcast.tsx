import { Podcast } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function PodcastPage() {
  const { podcastName } = useParams();
  return (
    <PlaceholderPage
      title={podcastName ?? 'Podcast'}
      description="The episodes, series and details of this podcast."
      icon={Podcast}
    />
  );
}
