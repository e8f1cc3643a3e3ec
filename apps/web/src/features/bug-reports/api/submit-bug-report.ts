import type { BugReportCategory, BugReportPriority } from '@rooted/shared/bug-reports/constants';
import type { CreateBugReportResponse } from '@rooted/shared/contracts/bug-reports';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { collectBrowserInfo } from '../lib/browser-info';

export interface BugReportInput {
  title: string;
  description: string;
  category: BugReportCategory;
  priority: BugReportPriority;
  /** Already compressed. */
  screenshots: File[];
}

/** POST /api/bug-reports as multipart: the fields, browser info, the page's URL and the screenshots. */
export function submitBugReport(input: BugReportInput): Promise<CreateBugReportResponse> {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('description', input.description.trim());
  form.append('category', input.category);
  form.append('priority', input.priority);
  form.append('browserInfo', JSON.stringify(collectBrowserInfo()));
  form.append('currentUrl', window.location.href.slice(0, 2000));
  for (const file of input.screenshots) form.append('images', file, file.name);
  return apiFetch<CreateBugReportResponse>('/api/bug-reports', { method: 'POST', body: form });
}

export function useSubmitBugReport() {
  return useMutation({ mutationFn: submitBugReport });
}
