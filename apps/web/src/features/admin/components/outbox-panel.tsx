import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { outboxQueryOptions } from '../api/admin-api';
import { PanelState } from './panel-state';

/** Without SMTP, mail goes to the outbox: the operator reads verification and reset links here. */
export function OutboxPanel() {
  const { data, isPending, error } = useQuery(outboxQueryOptions);
  if (!data) return <PanelState isPending={isPending} error={error} />;
  return (
    <div className="flex flex-col gap-3">
      {data.mode === 'smtp' && (
        <Alert>
          <AlertDescription>Mail is sent over SMTP; the outbox only holds messages from before SMTP was set up.</AlertDescription>
        </Alert>
      )}
      {data.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages in the outbox.</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="admin-outbox">
          {data.messages.map((m) => (
            <li key={m.file}>
              <Card className="gap-1 p-3 text-sm">
                <span className="font-medium">{m.subject}</span>
                <span className="text-muted-foreground">
                  To {m.to} · {m.date}
                </span>
                {m.link && (
                  <a href={m.link} className="break-all text-primary underline-offset-4 hover:underline">
                    {m.link}
                  </a>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
