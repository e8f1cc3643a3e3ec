import { ShieldCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

// Placeholder: the owning feature replaces this file with the real page.
export default function AdminPage() {
  return (
    <PlaceholderPage
      title="Admin"
      description="Manage podcasts, series, episodes, topics, recaps, users and bug reports."
      icon={ShieldCheck}
    />
  );
}
