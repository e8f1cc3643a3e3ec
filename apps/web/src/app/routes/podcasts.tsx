import { useSession } from '@/features/auth/hooks/use-session';
import { PodcastsScreen } from '@/features/podcasts/components/podcasts-screen';

export default function PodcastsPage() {
  const { user } = useSession();
  return <PodcastsScreen isAdmin={Boolean(user?.isAdmin)} />;
}
