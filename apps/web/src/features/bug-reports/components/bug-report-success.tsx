import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** SPEC §4: the success state shows the first 8 characters of the report id. */
export function BugReportSuccess({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  return (
    <div className="flex flex-col gap-5" data-testid="bug-report-success">
      <DialogHeader className="items-center pr-0 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-success/15 text-success">
          <CircleCheck className="size-6" aria-hidden />
        </span>
        <DialogTitle>Report submitted</DialogTitle>
        <DialogDescription>Thank you for helping us improve Rooted. We will look into it.</DialogDescription>
      </DialogHeader>
      <p className="rounded-lg border bg-muted/40 px-4 py-3 text-center text-sm">
        Report ID:{' '}
        <code className="font-mono font-semibold" data-testid="bug-report-id">
          {reportId.slice(0, 8)}
        </code>
      </p>
      <DialogFooter className="sm:justify-center">
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogFooter>
    </div>
  );
}
