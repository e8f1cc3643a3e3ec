// Saves listening progress for signed-in users (visitors are not tracked): while listening whenever the
// SPEC §4 rules would store a new value, and on pause, at the end and on leaving (to keep the resume
// position). Retries and messages follow SPEC §8/§9; the server applies the same rules again. Offline,
// saves go to the app's offline queue and reach the server when the connection is back.
import {
  decideProgressSave,
  progressFromPosition,
  progressSaveErrorMessage,
  progressSaveRetryDelayMs,
  resumePosition,
  shouldRetryProgressSave,
} from '@rooted/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api';
import { discardQueued, enqueueWrite } from '@/lib/offline/outbox';
import type { EpisodeProgressResponse } from '@rooted/shared';
import {
  episodeProgressQueryOptions,
  invalidateListeningQueries,
  progressKeys,
  progressPath,
  saveProgress,
  type SaveProgressVariables,
} from '../api/progress-api';

/** The shape the player reports (kept structural so this feature does not import the player). */
export interface ListenReport {
  episode: { id: string; durationSeconds?: number | null };
  positionSeconds: number;
  durationSeconds: number;
  reason: 'tick' | 'pause' | 'ended' | 'leave';
}

const statusOf = (error: unknown) => (isApiError(error) ? error.status : null);

/** After a save finally fails, ticks wait this long before trying again (pause, end and leave still save). */
const TICK_PAUSE_AFTER_FAILURE_MS = 10_000;

/** The offline queue's target: a newer queued save of an episode replaces an older one. */
const queueTarget = (episodeId: string) => `progress:${episodeId}`;

/** A save that went to the offline queue instead of the server. */
interface QueuedSave {
  queued: true;
}

/** What the player needs: where to report positions, and where to resume an episode from. */
export interface ListeningProgress {
  onListen: (report: ListenReport) => void;
  getResumePosition: (episode: { id: string; durationSeconds?: number | null }) => Promise<number | null>;
}

export function useListeningProgress({ enabled, userId = null }: { enabled: boolean; userId?: string | null }): ListeningProgress {
  const queryClient = useQueryClient();
  const user = useRef(userId);
  user.current = userId;
  // Values sent but not yet answered, so ticks do not send the same step twice. Settled values live in
  // the query cache, which a reset also clears.
  const pending = useRef(new Map<string, number>());
  const lastFailureAt = useRef(0);
  const storedProgress = useCallback(
    (episodeId: string): number | null => {
      const saved =
        queryClient.getQueryData<EpisodeProgressResponse>(progressKeys.episode(episodeId))?.progress
          ?.progress ?? null;
      const inFlight = pending.current.get(episodeId) ?? null;
      return inFlight !== null && (saved === null || inFlight > saved) ? inFlight : saved;
    },
    [queryClient],
  );

  const { mutate } = useMutation({
    mutationFn: async (variables: SaveProgressVariables) => {
      const uid = user.current;
      try {
        const result = await saveProgress(variables);
        // Anything still queued for this episode from an offline spell is older than this save.
        if (uid) void discardQueued(uid, queueTarget(variables.episodeId));
        return result;
      } catch (error) {
        if (!uid || !isApiError(error, 0)) throw error;
        const { episodeId, progress, positionSeconds } = variables;
        await enqueueWrite({ userId: uid, target: queueTarget(episodeId), url: progressPath(episodeId), body: { progress, positionSeconds } }).catch(() => {
          throw error; // this device cannot queue: report the failure as before
        });
        return { queued: true } satisfies QueuedSave;
      }
    },
    retry: (failures, error) => shouldRetryProgressSave(failures + 1, statusOf(error)),
    retryDelay: (failures) => progressSaveRetryDelayMs(failures),
    onSuccess: (result, { episodeId, progress, positionSeconds }) => {
      if ('queued' in result) {
        // Queued: remember the value locally so ticks do not queue the same step again.
        queryClient.setQueryData<EpisodeProgressResponse>(progressKeys.episode(episodeId), (old) => ({
          progress: {
            episodeId,
            progress: Math.max(progress, old?.progress?.progress ?? 0),
            positionSeconds,
            lastListenedAt: new Date().toISOString(),
          },
        }));
        return;
      }
      queryClient.setQueryData<EpisodeProgressResponse>(progressKeys.episode(episodeId), {
        progress: result.progress,
      });
      if (result.saved) void invalidateListeningQueries(queryClient);
    },
    onSettled: (_result, _error, { episodeId, progress }) => {
      if (pending.current.get(episodeId) === progress) pending.current.delete(episodeId);
    },
    onError: (error) => {
      lastFailureAt.current = Date.now();
      const { title, description } = progressSaveErrorMessage(statusOf(error));
      toast.error(title, { id: 'progress-save-error', description });
    },
  });

  const onListen = useCallback(
    (report: ListenReport) => {
      if (!enabled) return;
      const { episode, positionSeconds, durationSeconds, reason } = report;
      const known = storedProgress(episode.id);
      const decision = decideProgressSave(known, progressFromPosition(positionSeconds, durationSeconds));
      if (
        reason === 'tick' &&
        (!decision.save || Date.now() - lastFailureAt.current < TICK_PAUSE_AFTER_FAILURE_MS)
      )
        return;
      // Pause, end and leave keep the resume position, which needs a record to exist or to be created.
      if (!decision.save && known === null) return;
      if (decision.save) pending.current.set(episode.id, decision.value);
      const progress = decision.save ? decision.value : known!;
      mutate({ episodeId: episode.id, progress, positionSeconds, keepalive: reason === 'leave' });
    },
    [enabled, mutate, storedProgress],
  );

  /** Where to resume (seconds) from the saved record; also tells the saver what is stored already. */
  const getResumePosition = useCallback(
    async (episode: { id: string; durationSeconds?: number | null }) => {
      if (!enabled) return null;
      // Fresh from the server: it is also what the saver compares new values with.
      const { progress } = await queryClient.fetchQuery({
        ...episodeProgressQueryOptions(episode.id),
        staleTime: 0,
      });
      return resumePosition(progress, episode.durationSeconds) || null;
    },
    [enabled, queryClient],
  );

  return { onListen, getResumePosition };
}
