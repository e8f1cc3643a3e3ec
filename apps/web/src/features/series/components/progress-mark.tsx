// SPEC §4 episode progress display: not started (grey), in progress below 90 (blue), complete at 90 or
// more (green). The state comes from the server, computed by progressState() in @rooted/shared.
import type { ProgressState } from '@rooted/shared';
import { CheckCircle2, Circle, CircleDot } from 'lucide-react';
import { cn } from '@/lib/cn';

const LOOK: Record<ProgressState, { label: string; icon: typeof Circle; className: string }> = {
  not_started: { label: 'Not started', icon: Circle, className: 'text-muted-foreground' },
  in_progress: { label: 'In progress', icon: CircleDot, className: 'text-sky-600 dark:text-sky-400' },
  complete: { label: 'Complete', icon: CheckCircle2, className: 'text-success' },
};

export function ProgressMark({ state, progress, className }: { state: ProgressState; progress: number | null; className?: string }) {
  const { label, icon: Icon, className: tone } = LOOK[state];
  const text = state === 'in_progress' && progress ? `${label} · ${Math.round(progress)}%` : label;
  return (
    <span data-testid="progress-mark" data-state={state} title={text} className={cn('inline-flex items-center gap-1.5 text-xs font-medium', tone, className)}>
      <Icon className="size-4" aria-hidden />
      {/* Narrow screens show the coloured mark; the words stay for screen readers. */}
      <span className="max-sm:sr-only">{text}</span>
    </span>
  );
}
