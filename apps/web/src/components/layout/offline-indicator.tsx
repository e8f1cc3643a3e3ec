// 'Offline — changes will sync': a calm strip under the top bar while the browser has no network, with
// how many changes wait in the offline queue and a way to the downloaded episodes. Announced politely;
// the live region stays mounted so screen readers hear it appear and go.
import { CloudOff, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOnlineStatus } from '@/lib/offline/use-online-status';
import { useQueuedWriteCount } from '@/lib/offline/use-outbox';

export function OfflineIndicator({ userId }: { userId: string | null }) {
  const online = useOnlineStatus();
  const queued = useQueuedWriteCount(userId);
  const waiting = queued === 1 ? '1 change waiting' : `${queued} changes waiting`;
  return (
    <div role="status" aria-live="polite" data-testid="offline-indicator" data-state={online ? (queued ? 'syncing' : 'online') : 'offline'}>
      {!online && (
        <div className="border-b bg-muted/70">
          <div className="mx-auto flex max-w-page flex-wrap items-center justify-center gap-x-3 gap-y-0.5 px-4 py-1.5 text-sm text-muted-foreground sm:px-6">
            <p className="flex items-center gap-2">
              <CloudOff className="size-4 shrink-0" aria-hidden />
              <span className="font-medium text-foreground">Offline — changes will sync</span>
            </p>
            <p className="flex items-center gap-2">
              {queued > 0 && (
                <>
                  <span>{waiting}</span>
                  <span aria-hidden>·</span>
                </>
              )}
              <Link to={paths.downloads()} className="underline underline-offset-4 hover:text-foreground">
                Downloads
              </Link>
            </p>
          </div>
        </div>
      )}
      {online && queued > 0 && (
        <div className="border-b bg-muted/70">
          <p className="mx-auto flex max-w-page items-center justify-center gap-2 px-4 py-1.5 text-sm text-muted-foreground sm:px-6">
            <RefreshCw className="size-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
            Syncing changes made offline...
          </p>
        </div>
      )}
    </div>
  );
}
