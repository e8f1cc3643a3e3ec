// Listening progress is saved for signed-in users only, so its saver (the offline queue, the save rules,
// a mutation) is not part of a visitor's first page load (issue 13): it loads once there is a user.
// The player gets stable callbacks: reports before the saver is there are dropped like a visitor's
// (nothing can play before the session is known), and a resume-position request waits for it.
import { lazy, type ReactNode, Suspense, useCallback, useRef } from 'react';
import type { ListeningProgress, ListenReport } from '@/features/progress/hooks/use-listening-progress';
import { importWhenOnline } from '@/lib/import-when-online';

const ListeningProgressSaver = lazy(importWhenOnline(() => import('./listening-progress-saver')));

interface Waiting {
  promise: Promise<void>;
  resolve: () => void;
}

function waiting(): Waiting {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function useListeningProgressLazily(userId: string | null): ListeningProgress & { saver: ReactNode } {
  const saver = useRef<ListeningProgress | null>(null);
  const arrival = useRef<Waiting>(waiting());
  const user = useRef(userId);
  user.current = userId;

  const onChange = useCallback((next: ListeningProgress | null) => {
    saver.current = next;
    if (next) arrival.current.resolve();
    else arrival.current = waiting();
  }, []);
  const onListen = useCallback((report: ListenReport) => saver.current?.onListen(report), []);
  const getResumePosition = useCallback(async (episode: { id: string; durationSeconds?: number | null }) => {
    if (!user.current) return null;
    if (!saver.current) await arrival.current.promise;
    return saver.current ? saver.current.getResumePosition(episode) : null;
  }, []);

  const element = userId ? (
    <Suspense fallback={null}>
      <ListeningProgressSaver userId={userId} onChange={onChange} />
    </Suspense>
  ) : null;
  return { onListen, getResumePosition, saver: element };
}
