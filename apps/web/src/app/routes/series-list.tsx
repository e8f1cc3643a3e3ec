import { Library } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function SeriesListPage() {
  return (
    <PlaceholderPage
      title="Series"
      description="Structured series that walk through a book or theme, one episode at a time."
      icon={Library}
    />
  );
}
