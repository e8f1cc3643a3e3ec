// The signed-in home (SPEC §2 Dashboard): greeting, Get Started or latest progress, streaks, Quick Links
// and topics; View Features swaps the whole view for the features showcase.
import type { ContinuationCard } from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { dashboardQueryOptions } from '../api/dashboard-api';
import { FeaturesShowcase } from './features-showcase';
import { GetStarted } from './get-started';
import { Greeting, greetingName, scrollToAnchor } from './greeting';
import { HomeTopics } from './home-topics';
import { LatestProgress } from './latest-progress';
import { QuickLinks } from './quick-links';
import { Streaks } from './streaks';

interface DashboardViewProps {
  user: { firstName?: string | null; email?: string | null };
  /** Renders the latest-progress card from the dashboard's data (composed by the page). */
  renderLatest: (latest: ContinuationCard) => ReactNode;
}

export function DashboardView({ user, renderLatest }: DashboardViewProps) {
  const [showFeatures, setShowFeatures] = useState(false);
  const { data, isPending, isError, error } = useQuery(dashboardQueryOptions());
  const { hash } = useLocation();

  // Arriving at /#continue: scroll once the card exists (it loads after the page).
  useEffect(() => {
    if (data && hash === '#continue') scrollToAnchor('/#continue');
  }, [data, hash]);

  if (showFeatures) return <FeaturesShowcase onBack={() => setShowFeatures(false)} />;

  const state = data?.userState;
  return (
    <div className="flex flex-col gap-10">
      <Greeting name={greetingName(user)} userState={state} />
      {isError && (
        <Alert variant="destructive">
          <AlertTitle>Could not load your dashboard</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      {isPending ? (
        <Skeleton className="h-56 w-full rounded-xl" />
      ) : state?.state === 'new' ? (
        <GetStarted />
      ) : data ? (
        <LatestProgress card={data.latest ? renderLatest(data.latest) : null} />
      ) : null}
      {state && <Streaks studyStreak={state.studyStreak} listeningStreak={state.listeningStreak} weeks={data?.streakWeeks} />}
      <QuickLinks onViewFeatures={() => setShowFeatures(true)} />
      {data && <HomeTopics topics={data.topics} />}
    </div>
  );
}
