// One user in the console: tier and roles, and the buttons that change them.
import type { AdminUser } from '@rooted/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useResendVerification, useSetAdmin, useSetSupporter } from '../api/admin-api';
import { formatDate } from './panel-state';

const failed = (error: Error) => toast.error('Could not save', { description: error.message });

export function UserCard({ user }: { user: AdminUser }) {
  const setAdmin = useSetAdmin();
  const setSupporter = useSetSupporter();
  const resend = useResendVerification();
  const [until, setUntil] = useState('');
  const busy = setAdmin.isPending || setSupporter.isPending || resend.isPending;

  const grantSupporter = () =>
    setSupporter.mutate(
      // A date picked here is the end of the granted period (end of that day, local time).
      { id: user.id, supporter: true, until: until ? new Date(`${until}T23:59:59`).toISOString() : null },
      { onSuccess: () => toast.success(`${user.email} is now a supporter`), onError: failed },
    );

  return (
    <Card className="gap-3 p-4" data-testid="admin-user" data-email={user.email}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{user.name || '(no name)'}</span>
        <span className="break-all text-sm text-muted-foreground">{user.email}</span>
        {user.isAdmin && <Badge>Admin</Badge>}
        <Badge variant={user.isSupporter ? 'success' : 'secondary'}>{user.isSupporter ? 'Supporter' : 'Free'}</Badge>
        {!user.emailVerified && <Badge variant="warning">Unverified</Badge>}
      </div>
      <p className="text-xs text-muted-foreground">
        Joined {formatDate(user.createdAt)}
        {user.supporterSince && ` · supporter since ${formatDate(user.supporterSince)}`}
        {user.supporterUntil && ` · ${user.isSupporter ? 'renews or ends' : 'ended'} ${formatDate(user.supporterUntil)}`}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => setAdmin.mutate({ id: user.id, admin: !user.isAdmin }, { onError: failed })}
        >
          {user.isAdmin ? 'Remove admin' : 'Make admin'}
        </Button>
        {user.isSupporter ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setSupporter.mutate({ id: user.id, supporter: false }, { onError: failed })}>
            Remove supporter
          </Button>
        ) : (
          <>
            <span className="text-xs text-muted-foreground">until (optional)</span>
            <Input
              type="date"
              aria-label={`Supporter until (optional) for ${user.email}`}
              className="h-8 w-40"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
            <Button size="sm" disabled={busy} onClick={grantSupporter}>
              Grant supporter
            </Button>
          </>
        )}
        {!user.emailVerified && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => resend.mutate(user.id, { onSuccess: () => toast.success('Verification e-mail sent'), onError: failed })}
          >
            Resend verification
          </Button>
        )}
      </div>
    </Card>
  );
}
