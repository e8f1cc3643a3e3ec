import { Podcast } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function PodcastsPage() {
  return (
    <PlaceholderPage
      title="Podcasts"
      description="Browse the Bible podcasts on Rooted and pick one to start listening."
      icon={Podcast}
    />
  );
}
