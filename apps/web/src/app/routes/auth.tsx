import { LogIn } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function AuthPage() {
  return (
    <PlaceholderPage
      title="Sign In"
      description="Sign in or create an account to keep your progress, notes and flashcards."
      icon={LogIn}
    />
  );
}
