import { CreatorPage } from '@/features/landing/components/creator-page';

export default CreatorPage;
