// /admin and /admin/{section} (issue 12): one page with a tab per area; the tab is part of the URL so
// that a section can be linked to and survives a reload.
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AuditPanel } from './audit-panel';
import { BugReportsPanel } from './bug-reports-panel';
import { ContentPanel } from './content-panel';
import { OutboxPanel } from './outbox-panel';
import { OverviewPanel } from './overview-panel';
import { SubmissionsPanel } from './submissions-panel';
import { UsersPanel } from './users-panel';

const SECTIONS: { id: string; label: string; panel: () => ReactNode }[] = [
  { id: 'overview', label: 'Overview', panel: () => <OverviewPanel /> },
  { id: 'users', label: 'Users', panel: () => <UsersPanel /> },
  { id: 'content', label: 'Content', panel: () => <ContentPanel /> },
  { id: 'bug-reports', label: 'Bug reports', panel: () => <BugReportsPanel /> },
  { id: 'submissions', label: 'Submissions & waitlist', panel: () => <SubmissionsPanel /> },
  { id: 'outbox', label: 'Mail', panel: () => <OutboxPanel /> },
  { id: 'audit', label: 'Audit log', panel: () => <AuditPanel /> },
];

export function AdminConsole() {
  const navigate = useNavigate();
  const section = useParams()['*']?.split('/')[0] || 'overview';
  const active = SECTIONS.some((s) => s.id === section) ? section : 'overview';
  return (
    <Page className="flex flex-col gap-6">
      <title>Admin · Rooted</title>
      <PageHeader title="Admin" description="Users, content, bug reports, submissions, mail and the audit log." />
      <Tabs value={active} onValueChange={(id) => navigate(id === 'overview' ? '/admin' : `/admin/${id}`)}>
        <div className="overflow-x-auto">
          <TabsList>
            {SECTIONS.map((s) => (
              <TabsTrigger key={s.id} value={s.id}>
                {s.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {SECTIONS.map((s) => (
          <TabsContent key={s.id} value={s.id} className="pt-2">
            {s.id === active && s.panel()}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
