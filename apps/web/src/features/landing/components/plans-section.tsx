import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths, type AuthRedirectState } from '@/config/paths';
import { useSupporterPrice } from '@/lib/app-config';
import { PlanCard } from './plan-card';
import { FREE_PLAN_FEATURES, SUPPORTER_PLAN_FEATURES } from './plans';

export function PlansSection() {
  const price = useSupporterPrice();
  // Supporting starts from the profile page; visitors sign in first and come back there.
  const upgradeState: AuthRedirectState = { from: paths.profile() };
  return (
    <section aria-labelledby="plans-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-page px-4 py-16 sm:px-6 md:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="plans-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            Plans
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Everything you need to learn from every episode is free. Supporters unlock deeper study tools and keep
            Rooted growing.
          </p>
        </div>
        <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-2">
          <PlanCard
            testId="plan-free"
            name="Free"
            tagline="For every listener"
            price="$0"
            features={FREE_PLAN_FEATURES}
            action={
              <Button asChild variant="outline" size="lg">
                <Link to={paths.auth()}>Start Free</Link>
              </Button>
            }
          />
          <PlanCard
            testId="plan-supporter"
            highlighted
            name="Supporter"
            tagline="For deeper study"
            price={
              price.short === null ? (
                <Skeleton className="h-10 w-40" />
              ) : (
                <>
                  <span data-testid="supporter-price">{price.short}</span>
                  <span className="text-base font-normal text-muted-foreground"> per month</span>
                </>
              )
            }
            features={SUPPORTER_PLAN_FEATURES}
            action={
              <Button asChild size="lg">
                <Link to={paths.auth()} state={upgradeState}>
                  Become a Supporter
                </Link>
              </Button>
            }
          />
        </div>
      </div>
    </section>
  );
}
