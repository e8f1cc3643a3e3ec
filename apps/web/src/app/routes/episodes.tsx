import { ListMusic } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function EpisodesPage() {
  return (
    <PlaceholderPage
      title="Episodes"
      description="All episodes across Rooted's podcasts and series."
      icon={ListMusic}
    />
  );
}
