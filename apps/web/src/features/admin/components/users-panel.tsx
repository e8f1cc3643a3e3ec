import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Input } from '@/components/ui/input';
import { usersQueryOptions } from '../api/admin-api';
import { PanelState } from './panel-state';
import { UserCard } from './user-card';

export function UsersPanel() {
  const [q, setQ] = useState('');
  // Typing stays responsive; the search follows the deferred value.
  const query = useDeferredValue(q.trim());
  const { data, isPending, error } = useQuery(usersQueryOptions(query));
  return (
    <div className="flex flex-col gap-4">
      <label className="relative max-w-md">
        <span className="sr-only">Search users by e-mail or name</span>
        <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input className="pl-9" placeholder="Search by e-mail or name" value={q} onChange={(e) => setQ(e.target.value)} />
      </label>
      {!data ? (
        <PanelState isPending={isPending} error={error} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {data.total} {data.total === 1 ? 'user' : 'users'}
            {data.total > data.users.length && `, showing the newest ${data.users.length}`}
          </p>
          <ul className="flex flex-col gap-3" data-testid="admin-users">
            {data.users.map((u) => (
              <li key={u.id}>
                <UserCard user={u} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
