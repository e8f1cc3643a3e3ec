import { Pencil } from 'lucide-react';
import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function PodcastEditPage() {
  const { podcastName } = useParams();
  return (
    <PlaceholderPage
      title={`Edit ${podcastName ?? 'Podcast'}`}
      description="Admin tools to edit this podcast's details and feed."
      icon={Pencil}
    />
  );
}
