import { WaitlistPage } from '@/features/landing/components/waitlist-page';

export default WaitlistPage;
