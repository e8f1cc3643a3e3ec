import { Headphones } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function PodcastListenPage() {
  const { podcastName } = useParams();
  return (
    <PlaceholderPage
      title={`Listen to ${podcastName ?? 'this podcast'}`}
      description="The player and episode list for this podcast."
      icon={Headphones}
    />
  );
}
