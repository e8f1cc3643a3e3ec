import { Page } from '@/components/layout/page';
import type { SessionUser } from '@/features/auth/hooks/use-session';
import { ViewCertificateButton } from '@/features/certificates';
import { ContinueListeningCard } from '@/features/continue-listening';
import { DashboardView } from '@/features/dashboard';
import { usePlayPlayable } from '../use-play-episode';

/** SPEC §2: the signed-in home. The latest-progress card plays its episode in the app's player. */
export function DashboardPage({ user }: { user: SessionUser }) {
  const play = usePlayPlayable();
  return (
    <Page>
      <title>Dashboard · Rooted</title>
      <DashboardView
        user={user}
        renderLatest={(card) => (
          <ContinueListeningCard
            card={card}
            onPlay={play}
            extraActions={
              card.type === 'completed' &&
              card.seriesId && <ViewCertificateButton userId={user.id} seriesId={card.seriesId} />
            }
          />
        )}
      />
    </Page>
  );
}
