import { NotebookText } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function RecapPage() {
  return (
    <PlaceholderPage
      title="Recap"
      description="A short recap of the key points, verses and questions to carry with you."
      icon={NotebookText}
    />
  );
}
