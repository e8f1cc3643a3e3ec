import { Tag } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function TopicPage() {
  return (
    <PlaceholderPage
      title="Topic"
      description="This topic's summary, related episodes and discussion questions."
      icon={Tag}
    />
  );
}
