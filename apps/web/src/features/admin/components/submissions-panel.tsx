import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { creatorSubmissionsQueryOptions, waitlistQueryOptions } from '../api/admin-api';
import { formatDate, PanelState } from './panel-state';

/** The server builds the CSV (formula-escaped) and logs the export; a plain link downloads it. */
function CsvLink({ href }: { href: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <a href={href} download>
        <Download aria-hidden />
        Export CSV
      </a>
    </Button>
  );
}

export function SubmissionsPanel() {
  const creators = useQuery(creatorSubmissionsQueryOptions);
  const waitlist = useQuery(waitlistQueryOptions);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Creator submissions {creators.data && `(${creators.data.total})`}</CardTitle>
          <CsvLink href="/api/admin/creator-submissions.csv" />
        </CardHeader>
        <CardContent>
          {!creators.data ? (
            <PanelState isPending={creators.isPending} error={creators.error} />
          ) : creators.data.submissions.length === 0 ? (
            <p className="text-sm text-muted-foreground">No submissions yet.</p>
          ) : (
            <ul className="flex flex-col divide-y text-sm">
              {creators.data.submissions.map((s) => (
                <li key={s.id} className="flex flex-col gap-1 py-2">
                  <span className="font-medium">{s.podcastName}</span>
                  <span className="text-muted-foreground">
                    {s.name} · {s.email} · {formatDate(s.createdAt)}
                  </span>
                  {s.feedUrl && <span className="break-all text-muted-foreground">{s.feedUrl}</span>}
                  {s.message && <p className="whitespace-pre-wrap">{s.message}</p>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Waitlist {waitlist.data && `(${waitlist.data.total})`}</CardTitle>
          <CsvLink href="/api/admin/waitlist.csv" />
        </CardHeader>
        <CardContent>
          {!waitlist.data ? (
            <PanelState isPending={waitlist.isPending} error={waitlist.error} />
          ) : waitlist.data.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody on the waitlist yet.</p>
          ) : (
            <ul className="flex flex-col divide-y text-sm">
              {waitlist.data.entries.map((e) => (
                <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="break-all">
                    {e.email}
                    {e.name && <span className="text-muted-foreground"> · {e.name}</span>}
                  </span>
                  <span className="text-muted-foreground">{formatDate(e.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
