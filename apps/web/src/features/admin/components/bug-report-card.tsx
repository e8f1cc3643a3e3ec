// One bug report: summary line, and on demand the description, screenshots and browser info.
import {
  BUG_REPORT_CATEGORY_LABELS,
  BUG_REPORT_PRIORITY_LABELS,
  BUG_REPORT_STATUS_LABELS,
  BUG_REPORT_STATUSES,
  formatFileSize,
  type AdminBugReport,
  type BugReportCategory,
  type BugReportPriority,
  type BugReportStatus,
} from '@rooted/shared';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { reportImageUrl, useSetReportStatus } from '../api/admin-api';
import { FilterSelect } from './filter-select';
import { formatDateTime } from './panel-state';

export function BugReportCard({ report }: { report: AdminBugReport }) {
  const setStatus = useSetReportStatus();
  const status = report.status as BugReportStatus;
  return (
    <Card className="gap-3 p-4" data-testid="admin-bug-report">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{report.title}</span>
        <Badge variant="outline">{BUG_REPORT_CATEGORY_LABELS[report.category as BugReportCategory] ?? report.category}</Badge>
        <Badge variant={report.priority === 'critical' || report.priority === 'high' ? 'destructive' : 'secondary'}>
          {BUG_REPORT_PRIORITY_LABELS[report.priority as BugReportPriority] ?? report.priority}
        </Badge>
        <span className="text-xs text-muted-foreground">
          {report.reporterEmail ?? 'deleted user'} · {formatDateTime(report.createdAt)}
        </span>
        <div className="ml-auto">
          <FilterSelect
            label={`Status of ${report.title}`}
            value={status}
            options={BUG_REPORT_STATUSES}
            labels={BUG_REPORT_STATUS_LABELS}
            allLabel=""
            onChange={(next) =>
              next &&
              setStatus.mutate(
                { id: report.id, status: next },
                { onError: (e) => toast.error('Could not change the status', { description: e.message }) },
              )
            }
          />
        </div>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-primary">Details</summary>
        <div className="mt-3 flex flex-col gap-3 text-sm">
          <p className="whitespace-pre-wrap">{report.description}</p>
          {report.currentUrl && <p className="break-all text-muted-foreground">Page: {report.currentUrl}</p>}
          {report.images.length > 0 && (
            <div className="flex flex-wrap gap-3">
              {report.images.map((img) => (
                <a key={img.id} href={reportImageUrl(report.id, img.id)} target="_blank" rel="noreferrer" className="flex flex-col gap-1">
                  <img src={reportImageUrl(report.id, img.id)} alt={img.originalFilename} className="h-32 rounded border object-cover" />
                  <span className="text-xs text-muted-foreground">
                    {img.originalFilename} · {formatFileSize(img.fileSize)}
                  </span>
                </a>
              ))}
            </div>
          )}
          <dl className="grid grid-cols-[10rem_1fr] gap-x-3 gap-y-1 text-xs">
            {Object.entries(report.browserInfo).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="break-all">{String(v)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </details>
    </Card>
  );
}
