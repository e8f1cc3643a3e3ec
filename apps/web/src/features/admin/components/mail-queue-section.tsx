// With SMTP_URL, mail waits in a queue until the mail server accepts it (issue 14). This shows the operator
// whether mail is getting through: what is waiting, how often it was tried, when it is tried next and what
// the mail server said. Bodies are never shown (the server does not send them): they hold sign-in links.
import type { AdminMailQueueResponse, AdminQueuedMail } from '@rooted/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateTime } from './panel-state';

function QueuedMailCard({ mail }: { mail: AdminQueuedMail }) {
  const failed = mail.failedAt !== null;
  return (
    <Card className="flex flex-col gap-1 p-3 text-sm" data-testid="admin-mail-queue-item">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={failed ? 'destructive' : mail.lastError ? 'warning' : 'secondary'}>
          {failed ? 'Given up' : mail.lastError ? 'Retrying' : 'Waiting'}
        </Badge>
        <span className="font-medium">{mail.subject}</span>
      </div>
      <span className="break-all text-muted-foreground">To {mail.to}</span>
      <span className="text-muted-foreground">
        Queued {formatDateTime(mail.createdAt)} · {mail.attempts} {mail.attempts === 1 ? 'attempt' : 'attempts'} ·{' '}
        {failed ? `given up ${formatDateTime(mail.failedAt!)}` : `next try ${formatDateTime(mail.nextAttemptAt)}`}
      </span>
      {mail.lastError && <code className="break-all text-xs text-destructive">{mail.lastError}</code>}
    </Card>
  );
}

export function MailQueueSection({ queue }: { queue: AdminMailQueueResponse }) {
  const failing = queue.messages.filter((m) => m.failedAt === null && m.lastError);
  return (
    <section className="flex flex-col gap-3" aria-labelledby="mail-queue-heading">
      <h2 id="mail-queue-heading" className="font-semibold">
        Mail queue
      </h2>
      {failing.length > 0 ? (
        <Alert variant="destructive" data-testid="admin-mail-failing">
          <AlertTitle>Mail is not getting through</AlertTitle>
          <AlertDescription>
            {queue.pending} waiting; the mail server's last answer: {failing.at(-1)!.lastError}. Check SMTP_URL and the mail server.
          </AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm text-muted-foreground">
          {queue.pending === 0 ? 'Nothing waiting: the mail server has accepted every message.' : `${queue.pending} waiting for their first try.`}
        </p>
      )}
      {queue.failed > 0 && (
        <p className="text-sm text-muted-foreground">
          {queue.failed} {queue.failed === 1 ? 'message was' : 'messages were'} given up on after a day of retries.
        </p>
      )}
      {queue.messages.length > 0 && (
        <ul className="flex flex-col gap-2" data-testid="admin-mail-queue">
          {queue.messages.map((m) => (
            <li key={m.id}>
              <QueuedMailCard mail={m} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
