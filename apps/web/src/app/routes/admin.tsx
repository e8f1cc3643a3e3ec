import { ShieldCheck } from 'lucide-react';
import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { AdminGuard } from '@/features/auth/components/admin-guard';

// Placeholder content: the owning feature replaces it with the real page; keep the AdminGuard (SPEC §2).
function AdminPageContent() {
  return (
    <PlaceholderPage
      title="Admin"
      description="Manage podcasts, series, episodes, topics, recaps, users and bug reports."
      icon={ShieldCheck}
    />
  );
}

export default function AdminPage() {
  return (
    <AdminGuard>
      <AdminPageContent />
    </AdminGuard>
  );
}
