import { useSession } from '@/features/auth/hooks/use-session';
import { SeriesListScreen } from '@/features/series/components/series-list-screen';

export default function SeriesListPage() {
  const { user } = useSession();
  return <SeriesListScreen isAdmin={Boolean(user?.isAdmin)} />;
}
