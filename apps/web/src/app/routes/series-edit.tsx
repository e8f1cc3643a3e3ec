import { useLocation, useParams } from 'react-router';
import { AdminGuard } from '@/features/auth/components/admin-guard';
import { SeriesEditScreen } from '@/features/series/components/series-edit-screen';

/** SPEC §2: admin guard. /series/new/edit creates a series (a podcast page may pass its podcast id). */
export default function SeriesEditPage() {
  const { seriesId = '' } = useParams();
  const state = useLocation().state as { podcastId?: string } | null;
  return (
    <AdminGuard>
      <SeriesEditScreen key={seriesId} seriesId={seriesId} podcastId={state?.podcastId} />
    </AdminGuard>
  );
}
