// 'Hello, {first name, or e-mail local part, or there}!' and a subtitle for the SPEC §4 user state.
import type { DerivedUserState } from '@rooted/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function greetingName(user: { firstName?: string | null; email?: string | null }): string {
  return user.firstName?.trim() || user.email?.split('@')[0]?.trim() || 'there';
}

/** Same-page anchor links ('/#continue') need a nudge: the hash may not change, so scroll ourselves. */
export function scrollToAnchor(href: string) {
  const hash = href.split('#')[1];
  if (hash) document.getElementById(hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      to={href}
      onClick={() => scrollToAnchor(href)}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

function Subtitle({ userState }: { userState: DerivedUserState }) {
  const { state, recommendedAction: action, listeningStreak, studyStreak, lastPodcastName } = userState;
  const link = <ActionLink href={action.href}>{action.label}</ActionLink>;
  if (state === 'new') return <>Welcome to Rooted. Find a series to begin your journey: {link}.</>;
  if (state === 'active') {
    const streak = Math.max(listeningStreak, studyStreak);
    const lead =
      streak > 1
        ? `You're on a ${streak}-day streak. `
        : lastPodcastName
          ? `Last time you listened to ${lastPodcastName}. `
          : '';
    return (
      <>
        {lead}Keep going: {link}.
      </>
    );
  }
  return <>It&apos;s been a little while. Pick up where you left off: {link}.</>;
}

export function Greeting({ name, userState }: { name: string; userState: DerivedUserState | undefined }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{`Hello, ${name}!`}</h1>
      <p
        className="text-base text-muted-foreground sm:text-lg"
        data-testid="dashboard-subtitle"
        data-user-state={userState?.state}
      >
        {userState ? <Subtitle userState={userState} /> : ' '}
      </p>
    </header>
  );
}
