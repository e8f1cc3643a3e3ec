import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { mailQueueQueryOptions, outboxQueryOptions } from '../api/admin-api';
import { MailQueueSection } from './mail-queue-section';
import { PanelState } from './panel-state';

/**
 * Mail. With SMTP, the queue of messages the mail server has not accepted; without it, mail goes to the
 * outbox files and the operator reads verification and reset links here.
 */
export function OutboxPanel() {
  const outbox = useQuery(outboxQueryOptions);
  const queue = useQuery(mailQueueQueryOptions);
  if (!outbox.data || !queue.data) return <PanelState isPending={outbox.isPending || queue.isPending} error={outbox.error ?? queue.error} />;
  const smtp = queue.data.smtp;
  const messages = outbox.data.messages;
  return (
    <div className="flex flex-col gap-6">
      {smtp && <MailQueueSection queue={queue.data} />}
      {smtp && messages.length === 0 ? null : (
        <section className="flex flex-col gap-3" aria-labelledby="outbox-heading">
          <h2 id="outbox-heading" className="font-semibold">
            Outbox
          </h2>
          {smtp && <p className="text-sm text-muted-foreground">Messages written to the outbox before SMTP was set up.</p>}
          {messages.length === 0 ? (
            <p className="text-sm text-muted-foreground">No messages in the outbox.</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="admin-outbox">
              {messages.map((m) => (
                <li key={m.file}>
                  <Card className="flex flex-col gap-1 p-3 text-sm">
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
        </section>
      )}
    </div>
  );
}
