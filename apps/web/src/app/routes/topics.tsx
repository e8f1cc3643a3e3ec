import { Tags } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function TopicsPage() {
  return (
    <PlaceholderPage
      title="Topics"
      description="Themes that run through the episodes, each with questions for discussion."
      icon={Tags}
    />
  );
}
