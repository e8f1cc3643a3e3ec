import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_CATEGORY_LABELS,
  BUG_REPORT_PRIORITIES,
  BUG_REPORT_PRIORITY_LABELS,
  BUG_REPORT_STATUS_LABELS,
  BUG_REPORT_STATUSES,
} from '@rooted/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bugReportsQueryOptions, type ReportFilters } from '../api/admin-api';
import { BugReportCard } from './bug-report-card';
import { FilterSelect } from './filter-select';
import { PanelState } from './panel-state';

export function BugReportsPanel() {
  // Open reports first: that is what an operator comes here for.
  const [filters, setFilters] = useState<ReportFilters>({ status: 'open' });
  const { data, isPending, error } = useQuery(bugReportsQueryOptions(filters));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <FilterSelect
          label="Status"
          value={filters.status}
          options={BUG_REPORT_STATUSES}
          labels={BUG_REPORT_STATUS_LABELS}
          allLabel="All statuses"
          onChange={(status) => setFilters((f) => ({ ...f, status }))}
        />
        <FilterSelect
          label="Category"
          value={filters.category}
          options={BUG_REPORT_CATEGORIES}
          labels={BUG_REPORT_CATEGORY_LABELS}
          allLabel="All categories"
          onChange={(category) => setFilters((f) => ({ ...f, category }))}
        />
        <FilterSelect
          label="Priority"
          value={filters.priority}
          options={BUG_REPORT_PRIORITIES}
          labels={BUG_REPORT_PRIORITY_LABELS}
          allLabel="All priorities"
          onChange={(priority) => setFilters((f) => ({ ...f, priority }))}
        />
      </div>
      {!data ? (
        <PanelState isPending={isPending} error={error} />
      ) : data.reports.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bug reports match these filters.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.reports.map((r) => (
            <li key={r.id}>
              <BugReportCard report={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
