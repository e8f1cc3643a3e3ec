import { Page, PageHeader } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { DownloadsList } from '@/features/offline';

/** /downloads: episodes saved on this device for offline listening (issue 15); works without a network. */
export default function DownloadsPage() {
  return (
    <Page className="flex max-w-3xl flex-col gap-8">
      <title>Downloads · Rooted</title>
      <PageHeader title="Downloads" description="Episodes saved on this device. They play without a connection." />
      <DownloadsList episodeHref={paths.episode} />
    </Page>
  );
}
