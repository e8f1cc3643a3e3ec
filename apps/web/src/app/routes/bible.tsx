import { useSession } from '@/features/auth/hooks/use-session';
import { BibleHome } from '@/features/bible/components/bible-home';

export default function BiblePage() {
  const { user } = useSession();
  return <BibleHome user={{ signedIn: !!user }} />;
}
