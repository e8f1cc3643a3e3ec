import { Award } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function CertificatePage() {
  return (
    <PlaceholderPage
      title="Certificate"
      description="A shareable seedling certificate for completing a series."
      icon={Award}
    />
  );
}
