import type { EntriesScope } from '../api/notes-api';
import { SignInToWrite } from './sign-in-to-write';
import { SlotEditor } from './slot-editor';

type ReflectionTarget = { episodeId: string } | { seriesId: string };

/** The answer to a reflection prompt: an episode's, or a series' final reflection. */
export function ReflectionAnswer({ userId, target }: { userId: string | null; target: ReflectionTarget }) {
  if (!userId) {
    return (
      <div className="mt-3">
        <SignInToWrite what="write your reflection" />
      </div>
    );
  }
  const scope: EntriesScope = target;
  return (
    <SlotEditor
      className="mt-3"
      userId={userId}
      scope={scope}
      target={{ kind: 'reflection', ...target }}
      label="Your reflection"
      hideLabel
      placeholder="Write your reflection..."
      rows={4}
    />
  );
}
