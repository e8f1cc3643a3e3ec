import { formatFileSize, formatPlaybackTime } from '@rooted/shared';
import { HardDriveDownload, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDownloads, useRemoveDownload } from '../api/downloads';

interface DownloadsListProps {
  episodeHref: (episodeId: string) => string;
}

/** The episodes saved on this device, each with a link to its page and a way to remove it. */
export function DownloadsList({ episodeHref }: DownloadsListProps) {
  const { data, isPending } = useDownloads();
  const remove = useRemoveDownload();
  if (isPending) return <Skeleton className="h-24 w-full" />;
  if (!data?.length) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center" data-testid="downloads-empty">
        <HardDriveDownload className="size-8 text-muted-foreground" aria-hidden />
        <p className="max-w-sm text-sm text-muted-foreground">
          No episodes downloaded yet. Use “Download for offline” on an episode to listen without a connection.
        </p>
      </Card>
    );
  }
  const total = data.reduce((sum, r) => sum + r.bytes, 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {data.length === 1 ? '1 episode' : `${data.length} episodes`} · {formatFileSize(total)} on this device
      </p>
      <ul className="flex flex-col gap-3" aria-label="Downloaded episodes">
        {data.map((record) => (
          <li key={record.episodeId}>
            <Card className="flex items-center gap-3 p-4" data-testid="download-item">
              <div className="min-w-0 flex-1">
                <Link to={episodeHref(record.episodeId)} className="line-clamp-2 font-medium underline-offset-4 hover:underline">
                  {record.title}
                </Link>
                <p className="mt-0.5 text-sm text-muted-foreground">
                  {record.podcastName}
                  {record.durationSeconds ? ` · ${formatPlaybackTime(record.durationSeconds)}` : ''} · {formatFileSize(record.bytes)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={remove.isPending && remove.variables?.episodeId === record.episodeId}
                onClick={() => remove.mutate(record, { onSuccess: () => toast.success('Download removed') })}
                aria-label={`Remove download: ${record.title}`}
              >
                <Trash2 aria-hidden />
                <span className="hidden sm:inline">Remove</span>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
