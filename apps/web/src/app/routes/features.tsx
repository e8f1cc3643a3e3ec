import { FeaturesPage } from '@/features/feature-tour/components/features-page';

export default FeaturesPage;
