import { TopicsScreen } from '@/features/topics/components/topics-screen';

/** /topics: every topic with its image, type and premium badge. */
export default function TopicsPage() {
  return <TopicsScreen />;
}
