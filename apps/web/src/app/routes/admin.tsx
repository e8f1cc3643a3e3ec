import { AdminConsole } from '@/features/admin';
import { AdminGuard } from '@/features/auth/components/admin-guard';

// /admin and /admin/* (SPEC §2): the console behind the admin guard; the server checks every call too.
export default function AdminPage() {
  return (
    <AdminGuard>
      <AdminConsole />
    </AdminGuard>
  );
}
