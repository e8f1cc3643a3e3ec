// The bookmarks feature's button in the player bar, for signed-in users; free users see the
// 'Supporter Feature' alert in its dialog (the server refuses them anyway).
import { SupporterFeatureAlert } from '@/components/supporter-feature-alert';
import { BookmarkButton } from '@/features/bookmarks';
import type { PlayerActionsSlot } from '@/features/player/components/audio-player';

export function playerBookmarkActions(user: { isSupporter: boolean } | null): PlayerActionsSlot | undefined {
  if (!user) return undefined;
  return function renderBookmark({ episode, currentTime }) {
    return (
      <BookmarkButton
        episodeId={episode.id}
        episodeTitle={episode.title}
        currentTime={currentTime}
        isSupporter={user.isSupporter}
        supporterNotice={
          <SupporterFeatureAlert>Time-coded bookmarks are a supporter feature.</SupporterFeatureAlert>
        }
      />
    );
  };
}
