import { MailCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function VerificationPage() {
  return (
    <PlaceholderPage
      title="Verify Your Email"
      description="Confirm your e-mail address to finish creating your account."
      icon={MailCheck}
    />
  );
}
