import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Download, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { DownloadError, downloadEpisode, downloadKeys, useDownloads, useRemoveDownload } from '../api/downloads';

interface DownloadEpisodeButtonProps {
  episodeId: string;
  signedIn: boolean;
  /** Where the list of downloads lives (the app's /downloads page). */
  downloadsHref: string;
}

/** "Download for offline" on an episode: saves its audio and page on this device; once saved, a way to remove it. */
export function DownloadEpisodeButton({ episodeId, signedIn, downloadsHref }: DownloadEpisodeButtonProps) {
  const queryClient = useQueryClient();
  const downloads = useDownloads();
  const remove = useRemoveDownload();
  const [fraction, setFraction] = useState<number | null>(null);
  const download = useMutation({
    mutationFn: () => downloadEpisode({ episodeId, signedIn, onProgress: setFraction }),
    networkMode: 'always', // offline, it fails with a clear message instead of waiting silently
    onSuccess: (record) => {
      queryClient.setQueryData(downloadKeys.all, (old: typeof downloads.data) => [record, ...(old ?? []).filter((r) => r.episodeId !== episodeId)]);
      toast.success('Downloaded for offline', { description: `“${record.title}” now plays without a connection.` });
    },
    onError: (error) => {
      toast.error('Download failed', {
        id: 'download-error',
        description: error instanceof DownloadError ? error.message : 'The episode could not be downloaded. Please try again.',
      });
    },
    onSettled: () => setFraction(null),
  });

  const saved = downloads.data?.find((r) => r.episodeId === episodeId);
  if (saved) {
    return (
      <span className="inline-flex items-center gap-1" data-testid="download-state" data-state="downloaded">
        <Button variant="outline" size="lg" asChild>
          <Link to={downloadsHref}>
            <CircleCheck className="text-primary" aria-hidden />
            Downloaded
          </Link>
        </Button>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Remove download"
              disabled={remove.isPending}
              onClick={() => remove.mutate(saved, { onSuccess: () => toast.success('Download removed') })}
            >
              <Trash2 aria-hidden />
            </Button>
          </TooltipTrigger>
          <TooltipContent>Remove download</TooltipContent>
        </Tooltip>
      </span>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      data-testid="download-state"
      data-state={download.isPending ? 'downloading' : 'none'}
      disabled={download.isPending || downloads.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {download.isPending
        ? `Downloading${fraction === null ? '...' : ` ${Math.round(fraction * 100)}%`}`
        : 'Download for offline'}
    </Button>
  );
}
