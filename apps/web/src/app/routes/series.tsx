import { Library } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function SeriesPage() {
  return (
    <PlaceholderPage
      title="Series"
      description="The episodes of this series, your progress and your reflections."
      icon={Library}
    />
  );
}
