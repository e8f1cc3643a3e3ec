// SPEC §4 bug report dialog: form → submitting → success (first 8 characters of the id) → close.
import {
  BUG_REPORT_MESSAGES,
  DEFAULT_BUG_REPORT_CATEGORY,
  DEFAULT_BUG_REPORT_PRIORITY,
} from '@rooted/shared/bug-reports/constants';
import { Bug } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useSubmitBugReport } from '../api/submit-bug-report';
import { useScreenshots } from '../hooks/use-screenshots';
import { BugReportFields, type BugReportDraft, type DraftErrors } from './bug-report-form';
import { BugReportSuccess } from './bug-report-success';
import { ScreenshotPicker } from './screenshot-picker';

const EMPTY_DRAFT: BugReportDraft = {
  title: '',
  description: '',
  category: DEFAULT_BUG_REPORT_CATEGORY,
  priority: DEFAULT_BUG_REPORT_PRIORITY,
};

function validate(draft: BugReportDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = BUG_REPORT_MESSAGES.titleRequired;
  if (!draft.description.trim()) errors.description = BUG_REPORT_MESSAGES.descriptionRequired;
  return errors;
}

export interface BugReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function BugReportDialog({ open, onOpenChange }: BugReportDialogProps) {
  // State lives here, outside the dialog's content, so a draft survives closing and reopening.
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [reportId, setReportId] = useState<string | null>(null);
  const shots = useScreenshots();
  const submit = useSubmitBugReport();
  const submitting = submit.isPending;

  function change(patch: Partial<BugReportDraft>) {
    setDraft((d) => ({ ...d, ...patch }));
    // A field's error disappears as soon as it is edited.
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (found.title || found.description) {
      // Take the keyboard (and screen reader) to the first field that needs attention.
      document.getElementById(found.title ? 'bug-title' : 'bug-description')?.focus();
      return;
    }
    submit.mutate(
      { ...draft, screenshots: shots.screenshots.map((s) => s.file) },
      {
        onSuccess: ({ id }) => setReportId(id),
        onError: (error) => toast.error(BUG_REPORT_MESSAGES.submitFailed, { description: error.message }),
      },
    );
  }

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    if (submitting) return; // the upload is under way; closing now would hide its outcome
    onOpenChange(false);
    if (reportId) {
      // Start fresh after a report was sent; an unsent draft is kept.
      setReportId(null);
      setDraft(EMPTY_DRAFT);
      setErrors({});
      shots.clear();
      submit.reset();
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl" data-testid="bug-report-dialog">
        {reportId ? (
          <BugReportSuccess reportId={reportId} onClose={() => close(false)} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <Bug className="size-5 text-primary" aria-hidden />
                Report a bug
              </DialogTitle>
              <DialogDescription>Tell us what went wrong. Screenshots help us see what you saw.</DialogDescription>
            </DialogHeader>
            <BugReportFields draft={draft} errors={errors} disabled={submitting} onChange={change} />
            <ScreenshotPicker
              screenshots={shots.screenshots}
              processing={shots.processing}
              disabled={submitting}
              onAdd={(files) => void shots.add(files)}
              onRemove={shots.remove}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" disabled={submitting || shots.processing}>
                {submitting && <Spinner className="size-4 text-current" label="Submitting..." />}
                {submitting ? 'Submitting...' : 'Submit Report'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
