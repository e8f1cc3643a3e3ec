import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { auditQueryOptions } from '../api/admin-api';
import { formatDateTime, PanelState } from './panel-state';

/** No actor: the CLI or a payment webhook (or an admin account deleted since). */
const actorless = (details: Record<string, unknown>) => (details.via === 'cli' ? 'CLI' : 'event' in details ? 'Payments' : 'Unknown user');

export function AuditPanel() {
  const { data, isPending, error } = useQuery(auditQueryOptions);
  if (!data) return <PanelState isPending={isPending} error={error} />;
  if (data.entries.length === 0) return <p className="text-sm text-muted-foreground">No admin actions yet.</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="admin-audit">
      {data.entries.map((e) => (
        <li key={e.id}>
          <Card className="gap-1 p-3 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <code className="font-medium">{e.action}</code>
              <span className="break-all">{e.target}</span>
            </div>
            <span className="text-muted-foreground">
              {e.actorEmail ?? actorless(e.details)} · {formatDateTime(e.createdAt)}
              {Object.keys(e.details).length > 0 && ` · ${JSON.stringify(e.details)}`}
            </span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
