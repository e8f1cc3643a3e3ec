import { progressState, type ProgressState } from '@rooted/shared/progress/progress-state';
import { Check, ListChecks, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { SAMPLE_SERIES } from '../lib/sample-data';
import { DemoCard } from './demo-card';

// SPEC §4: grey, blue and green in the demo.
const STATE_STYLE: Record<ProgressState, { dot: string; bar: string; label: string }> = {
  not_started: { dot: 'bg-muted-foreground/30', bar: 'bg-muted-foreground/30', label: 'Not started' },
  in_progress: { dot: 'bg-blue-500', bar: 'bg-blue-500', label: 'In progress' },
  complete: { dot: 'bg-green-600 dark:bg-green-500', bar: 'bg-green-600 dark:bg-green-500', label: 'Complete' },
};

const STEP = 35;

export function SeriesProgressDemo() {
  const initial = SAMPLE_SERIES.episodes.map((e) => e.progress);
  const [progress, setProgress] = useState(initial);
  const complete = progress.filter((p) => progressState(p) === 'complete').length;
  const total = progress.length;

  // Listening adds progress; 90 or more counts as complete and is stored as 100 (SPEC §4).
  const listen = (index: number) =>
    setProgress((all) => all.map((p, i) => (i === index ? (p + STEP >= 90 ? 100 : p + STEP) : p)));

  return (
    <DemoCard
      testId="demo-series-progress"
      icon={ListChecks}
      title="Series progress tracker"
      description="Press play on an episode to listen; finished episodes turn green."
    >
      <div className="mb-4 flex items-end justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">{SAMPLE_SERIES.podcast}</p>
          <p className="font-semibold">{SAMPLE_SERIES.name}</p>
        </div>
        <p className="text-sm font-medium tabular-nums" data-testid="series-progress-count">
          {complete}/{total} episodes
        </p>
      </div>
      <Progress value={(complete / total) * 100} aria-label="Series progress" className="mb-4" />
      <ol className="flex flex-col gap-1.5">
        {SAMPLE_SERIES.episodes.map((episode, i) => {
          const state = progressState(progress[i]);
          const style = STATE_STYLE[state];
          return (
            <li key={episode.id} className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted/60">
              <span className={cn('size-2.5 shrink-0 rounded-full', style.dot)} aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm">{episode.title}</p>
                <div className="mt-1 h-1 overflow-hidden rounded-full bg-muted">
                  <div className={cn('h-full rounded-full transition-[width]', style.bar)} style={{ width: `${progress[i]}%` }} />
                </div>
              </div>
              <span className="sr-only">{style.label}</span>
              {state === 'complete' ? (
                <Check className="size-4 text-green-600 dark:text-green-500" aria-label="Complete" />
              ) : (
                <Button size="icon-sm" variant="ghost" onClick={() => listen(i)} aria-label={`Listen to ${episode.title}`}>
                  <Play aria-hidden />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <Button variant="ghost" size="sm" className="mt-3 self-start" onClick={() => setProgress(initial)}>
        <RotateCcw aria-hidden />
        Reset demo
      </Button>
    </DemoCard>
  );
}
