import { ListMusic } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function PodcastEpisodesPage() {
  const { podcastName } = useParams();
  return (
    <PlaceholderPage
      title={`${podcastName ?? 'Podcast'} Episodes`}
      description="Every standalone episode of this podcast."
      icon={ListMusic}
    />
  );
}
