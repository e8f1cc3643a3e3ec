import { Sparkles } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function FeaturesPage() {
  return (
    <PlaceholderPage
      title="Features"
      description="A tour of everything Rooted offers, with live demos of series progress, search, flashcards, notes and certificates."
      icon={Sparkles}
    />
  );
}
