import { useSession } from '@/features/auth/hooks/use-session';
import { BookScreen } from '@/features/bible/components/book-screen';

export default function BibleBookPage() {
  const { user } = useSession();
  return <BookScreen user={{ signedIn: !!user }} />;
}
