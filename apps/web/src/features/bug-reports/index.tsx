// The footer's "Report a bug" dialog, loaded on first open so the shell's first load stays small.
import { lazy, Suspense, useState } from 'react';
import type { BugReportDialogProps } from './components/bug-report-dialog';

const BugReportDialog = lazy(() => import('./components/bug-report-dialog'));

export function BugReportDialogSlot(props: BugReportDialogProps) {
  const [used, setUsed] = useState(props.open);
  // Once opened it stays mounted, so a draft survives closing and the close animation can run.
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <BugReportDialog {...props} />
    </Suspense>
  );
}
