import { UserRound } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function ProfilePage() {
  return (
    <PlaceholderPage
      title="My Profile"
      description="Your account details, preferred Bible translation and a download of your data."
      icon={UserRound}
    />
  );
}
