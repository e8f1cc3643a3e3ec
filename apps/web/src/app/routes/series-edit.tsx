import { Pencil } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function SeriesEditPage() {
  return (
    <PlaceholderPage
      title="Edit Series"
      description="Admin tools to edit this series and the order of its episodes."
      icon={Pencil}
    />
  );
}
