import { ClosingCta } from './closing-cta';
import { CreatorCta } from './creator-cta';
import { Hero } from './hero';
import { PlansSection } from './plans-section';

/** SPEC §2 landing page for visitors: hero with pillars, plans, creator call to action, closing call to action. */
export function LandingPage() {
  return (
    <>
      <title>Rooted · Bible podcast companion</title>
      <Hero />
      <PlansSection />
      <CreatorCta />
      <ClosingCta />
    </>
  );
}
