// Admin: add a podcast from its RSS feed, by address or by uploading the feed file.
import type { FeedImportResult } from '@rooted/shared';
import { Plus, Upload } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useImportFeed } from '../api/podcasts-api';

export function importSummary(result: FeedImportResult): string {
  const parts = [`${result.episodesAdded} new`, `${result.episodesUpdated} updated`];
  if (result.episodesSkipped) parts.push(`${result.episodesSkipped} skipped`);
  return `Episodes: ${parts.join(', ')}.${result.warnings.length ? ` ${result.warnings.join(' ')}` : ''}`;
}

interface FeedImportDialogProps {
  /** Import into this podcast (its edit page) instead of creating or matching one. */
  podcastName?: string;
  trigger?: ReactNode;
}

export function FeedImportDialog({ podcastName, trigger }: FeedImportDialogProps) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState(podcastName ? 'file' : 'url');
  const [feedUrl, setFeedUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const importFeed = useImportFeed();
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = tab === 'url' ? { feedUrl: feedUrl.trim(), podcastName } : file ? { file, podcastName } : null;
    if (!input) return;
    importFeed.mutate(input, {
      onSuccess: (result) => {
        toast.success(result.created ? `Added ${result.podcast.name}` : `Updated ${result.podcast.name}`, { description: importSummary(result) });
        setOpen(false);
        if (!podcastName) void navigate(paths.podcastStandalone(result.podcast.name));
      },
      onError: (error) => toast.error('Import failed', { description: error.message }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button data-testid="add-podcast">
            <Plus aria-hidden /> Add podcast
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{podcastName ? 'Import a feed file' : 'Add a podcast'}</DialogTitle>
            <DialogDescription>
              Rooted reads the RSS feed with its episodes, transcripts and chapters. Importing the same feed again updates it.
            </DialogDescription>
          </DialogHeader>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="url">Feed address</TabsTrigger>
              <TabsTrigger value="file">Upload file</TabsTrigger>
            </TabsList>
            <TabsContent value="url" className="mt-4 flex flex-col gap-2">
              <Label htmlFor="feed-url">RSS feed URL</Label>
              <Input id="feed-url" type="url" inputMode="url" placeholder="https://example.org/podcast/feed.xml" value={feedUrl} onChange={(e) => setFeedUrl(e.target.value)} required={tab === 'url'} />
            </TabsContent>
            <TabsContent value="file" className="mt-4 flex flex-col gap-2">
              <Label htmlFor="feed-file">Feed file (XML, up to 10 MB)</Label>
              <Input id="feed-file" type="file" accept=".xml,.rss,application/rss+xml,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} required={tab === 'file'} />
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <Button type="submit" disabled={importFeed.isPending} data-testid="import-submit">
              <Upload aria-hidden /> {importFeed.isPending ? 'Importing…' : 'Import'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
