import { useParams } from 'react-router';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { PodcastEditScreen } from '@/features/podcasts/components/podcast-edit-screen';

/** SPEC §2: admin guard; the server checks the admin role on every write as well. */
export default function PodcastEditPage() {
  const { podcastName = '' } = useParams();
  return (
    <AdminGuard>
      <PodcastEditScreen podcastName={podcastName} />
    </AdminGuard>
  );
}
