import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_CATEGORY_LABELS,
  BUG_REPORT_DESCRIPTION_MAX_LENGTH,
  BUG_REPORT_PRIORITIES,
  BUG_REPORT_PRIORITY_LABELS,
  BUG_REPORT_TITLE_MAX_LENGTH,
  type BugReportCategory,
  type BugReportPriority,
} from '@rooted/shared/bug-reports/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

export interface BugReportDraft {
  title: string;
  description: string;
  category: BugReportCategory;
  priority: BugReportPriority;
}

export type DraftErrors = Partial<Record<'title' | 'description', string>>;

interface BugReportFieldsProps {
  draft: BugReportDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange: (patch: Partial<BugReportDraft>) => void;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** The text fields and selects of the report (SPEC §5); screenshots are added separately. */
export function BugReportFields({ draft, errors, disabled, onChange }: BugReportFieldsProps) {
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="bug-title">Title</Label>
        <Input
          id="bug-title"
          value={draft.title}
          maxLength={BUG_REPORT_TITLE_MAX_LENGTH}
          disabled={disabled}
          placeholder="Brief summary of the issue"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'bug-title-error' : undefined}
          onChange={(e) => onChange({ title: e.target.value })}
        />
        <FieldError id="bug-title-error" message={errors.title} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="bug-description">Description</Label>
        <Textarea
          id="bug-description"
          rows={4}
          value={draft.description}
          maxLength={BUG_REPORT_DESCRIPTION_MAX_LENGTH}
          disabled={disabled}
          placeholder="What happened? What did you expect? Steps to reproduce help a lot."
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'bug-description-error' : undefined}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <FieldError id="bug-description-error" message={errors.description} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="bug-category">Category</Label>
          <Select value={draft.category} disabled={disabled} onValueChange={(v) => onChange({ category: v as BugReportCategory })}>
            <SelectTrigger id="bug-category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {BUG_REPORT_CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {BUG_REPORT_CATEGORY_LABELS[c]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="bug-priority">Priority</Label>
          <Select value={draft.priority} disabled={disabled} onValueChange={(v) => onChange({ priority: v as BugReportPriority })}>
            <SelectTrigger id="bug-priority">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {BUG_REPORT_PRIORITIES.map((p) => (
                <SelectItem key={p} value={p}>
                  {BUG_REPORT_PRIORITY_LABELS[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </>
  );
}
