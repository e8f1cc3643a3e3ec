// The visitor's "/" (home.tsx chooses between this and the dashboard); the page lives in its feature.
export { LandingPage } from '@/features/landing/components/landing-page';
