import { Headphones } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function EpisodePage() {
  return (
    <PlaceholderPage
      title="Episode"
      description="The episode player, outline, discussion questions and your notes."
      icon={Headphones}
    />
  );
}
