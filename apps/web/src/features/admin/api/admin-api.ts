// Fetchers, query options and mutations for /api/admin/* (issue 12). The server checks the admin role
// on every call; these only shape what the console shows.
import {
  adminBugReportsResponse,
  adminMailQueueResponse,
  adminOverviewResponse,
  adminUserResponse,
  adminUsersResponse,
  auditLogResponse,
  creatorSubmissionsListResponse,
  waitlistListResponse,
  type AdminBugReportsQuery,
  type BugReportStatus,
  type SetSupporterRequest,
} from '@rooted/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api';

const ADMIN = ['admin'] as const;

const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const overviewQueryOptions = queryOptions({
  queryKey: [...ADMIN, 'overview'],
  queryFn: ({ signal }) => apiFetch('/api/admin/overview', { schema: adminOverviewResponse, signal }),
});

export const usersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ADMIN, 'users', q],
    queryFn: ({ signal }) => apiFetch(`/api/admin/users${qs({ q })}`, { schema: adminUsersResponse, signal }),
    placeholderData: keepPreviousData,
  });

export type ReportFilters = Partial<Pick<AdminBugReportsQuery, 'status' | 'category' | 'priority'>>;
export const bugReportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...ADMIN, 'bug-reports', filters],
    queryFn: ({ signal }) => apiFetch(`/api/admin/bug-reports${qs(filters)}`, { schema: adminBugReportsResponse, signal }),
    placeholderData: keepPreviousData,
  });

export const waitlistQueryOptions = queryOptions({
  queryKey: [...ADMIN, 'waitlist'],
  queryFn: ({ signal }) => apiFetch('/api/admin/waitlist', { schema: waitlistListResponse, signal }),
});

export const creatorSubmissionsQueryOptions = queryOptions({
  queryKey: [...ADMIN, 'creator-submissions'],
  queryFn: ({ signal }) => apiFetch('/api/admin/creator-submissions', { schema: creatorSubmissionsListResponse, signal }),
});

export const auditQueryOptions = queryOptions({
  queryKey: [...ADMIN, 'audit-log'],
  queryFn: ({ signal }) => apiFetch('/api/admin/audit-log', { schema: auditLogResponse, signal }),
});

const outboxResponse = z.object({
  mode: z.enum(['smtp', 'outbox']),
  messages: z.array(z.object({ file: z.string(), to: z.string(), subject: z.string(), date: z.string(), link: z.string().nullable() })),
});
export const outboxQueryOptions = queryOptions({
  queryKey: [...ADMIN, 'outbox'],
  queryFn: ({ signal }) => apiFetch('/api/admin/outbox?limit=50', { schema: outboxResponse, signal }),
});

/** With SMTP: what the mail server has not accepted yet, refreshed while the panel is open. */
export const mailQueueQueryOptions = queryOptions({
  queryKey: [...ADMIN, 'mail-queue'],
  queryFn: ({ signal }) => apiFetch('/api/admin/mail-queue?limit=50', { schema: adminMailQueueResponse, signal }),
  refetchInterval: 30_000,
});

/**
 * Every admin write changes the audit log and usually the counts: refresh all admin queries. In-flight
 * reads are cancelled first: a first fetch (a new search, say) started before the write would otherwise
 * be reused by the refresh and show the row as it was before the write.
 */
function useAdminMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: ADMIN });
      await queryClient.invalidateQueries({ queryKey: ADMIN });
    },
  });
}

export const useSetAdmin = () =>
  useAdminMutation(({ id, admin }: { id: string; admin: boolean }) =>
    apiFetch(`/api/admin/users/${id}/admin`, { method: 'PUT', body: { admin }, schema: adminUserResponse }),
  );

export const useSetSupporter = () =>
  useAdminMutation(({ id, ...body }: SetSupporterRequest & { id: string }) =>
    apiFetch(`/api/admin/users/${id}/supporter`, { method: 'PUT', body, schema: adminUserResponse }),
  );

export const useResendVerification = () =>
  useAdminMutation((id: string) => apiFetch(`/api/admin/users/${id}/resend-verification`, { method: 'POST' }));

export const useSetReportStatus = () =>
  useAdminMutation(({ id, status }: { id: string; status: BugReportStatus }) =>
    apiFetch(`/api/admin/bug-reports/${id}/status`, { method: 'PUT', body: { status } }),
  );

export const reportImageUrl = (reportId: string, imageId: string) => `/api/admin/bug-reports/${reportId}/images/${imageId}`;

// Topics and recaps editors: loose row shapes (the editor shows what the server stores).
const rows = (key: string) => z.object({ [key]: z.array(z.record(z.string(), z.unknown())) });
export type EditableKind = 'topics' | 'recaps';
export const editableQueryOptions = (kind: EditableKind) =>
  queryOptions({
    queryKey: [...ADMIN, kind],
    queryFn: async ({ signal }) => (await apiFetch(`/api/admin/${kind}`, { schema: rows(kind), signal }))[kind]!,
  });

export const useSaveEditable = (kind: EditableKind) =>
  useAdminMutation(({ id, body }: { id: string | null; body: Record<string, unknown> }) =>
    apiFetch(id ? `/api/admin/${kind}/${encodeURIComponent(id)}` : `/api/admin/${kind}`, { method: id ? 'PUT' : 'POST', body }),
  );

export const useDeleteEditable = (kind: EditableKind) =>
  useAdminMutation((id: string) => apiFetch(`/api/admin/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** Uploads a topic or recap image to storage; the returned URL goes into the record's imageUrl. */
export function uploadTopicImage(file: File): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append('image', file);
  return apiFetch('/api/topic-images', { method: 'POST', body: form, schema: z.object({ imageUrl: z.string() }) });
}
