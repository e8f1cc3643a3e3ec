import { maxLengthFor, type LearningEntry } from '@rooted/shared';
import { useId, type ReactNode } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useAutoSave } from '../hooks/use-auto-save';
import type { SlotTarget } from '../lib/slot';
import { SaveStatus } from './save-status';

interface AutoSaveFieldProps {
  userId: string;
  target: SlotTarget;
  initial: LearningEntry | null;
  onSaved: (entry: LearningEntry | null) => void;
  label: string;
  /** Hide the label visually (the question above already says what it is for). */
  hideLabel?: boolean;
  placeholder?: string;
  rows?: number;
  className?: string;
  /** Rendered under the field with the current text (chips of detected verses and themes). */
  children?: (text: string) => ReactNode;
}

/** A textarea that saves itself (see useAutoSave), with its save state and character count. */
export function AutoSaveField(props: AutoSaveFieldProps) {
  const {
    userId,
    target,
    initial,
    onSaved,
    label,
    hideLabel,
    placeholder,
    rows = 3,
    className,
    children,
  } = props;
  const id = useId();
  const { value, onChange, status, error, retry } = useAutoSave({ userId, target, initial, onSaved });
  const max = maxLengthFor(target.kind);
  const nearLimit = value.length > max * 0.9;
  const saveStatus = <SaveStatus status={status} error={error} onRetry={retry} />;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {hideLabel ? (
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
      ) : (
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {saveStatus}
        </div>
      )}
      <Textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      {(hideLabel || nearLimit) && (
        <div className="flex min-h-5 items-center justify-end gap-3 text-xs text-muted-foreground">
          {nearLimit && (
            <span aria-live="polite">
              {value.length.toLocaleString()} / {max.toLocaleString()} characters
            </span>
          )}
          {hideLabel && saveStatus}
        </div>
      )}
      {children?.(value)}
    </div>
  );
}
