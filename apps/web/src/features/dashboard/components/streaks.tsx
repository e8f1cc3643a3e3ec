import type { StreakWeek } from '@rooted/shared';
import { Flame, Headphones, ShieldCheck } from 'lucide-react';
import { Progress } from '@/components/ui/progress';

function WeeklyGoal({ week, label }: { week: StreakWeek; label: string }) {
  const shown = Math.min(week.activeDays, week.goal);
  return (
    <div className="mt-3 border-t pt-3" data-testid={`weekly-goal-${label}`}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className={week.met ? 'font-medium text-primary' : 'text-foreground'}>
          {week.met ? `Weekly goal met · ${week.activeDays} days this week` : `${week.activeDays} of ${week.goal} days this week`}
        </span>
      </div>
      <Progress
        value={(shown / week.goal) * 100}
        className="mt-2 h-1.5"
        aria-label={`${label} weekly goal: ${week.activeDays} of ${week.goal} days this week`}
      />
      <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
        <ShieldCheck className="size-3.5" aria-hidden />
        {week.graceUsedThisWeek ? 'Grace day used this week' : '1 grace day left this week'}
      </p>
    </div>
  );
}

function Streak({
  label,
  days,
  icon: Icon,
  hint,
  week,
}: {
  label: string;
  days: number;
  icon: typeof Flame;
  hint: string;
  week?: StreakWeek;
}) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs" data-testid={`streak-${label.split(' ')[0]!.toLowerCase()}`}>
      <div className="flex items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-semibold tabular-nums">
            {days} <span className="text-base font-normal text-muted-foreground">{days === 1 ? 'day' : 'days'}</span>
          </p>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
      </div>
      {week && <WeeklyGoal week={week} label={label.split(' ')[0]!.toLowerCase()} />}
    </div>
  );
}

/**
 * SPEC §9 streaks (days with a flashcard review, days finishing an episode), forgiving one missed day per
 * week, each with this week's progress toward the weekly goal (issue 15).
 */
export function Streaks({
  studyStreak,
  listeningStreak,
  weeks,
}: {
  studyStreak: number;
  listeningStreak: number;
  weeks?: { study: StreakWeek; listening: StreakWeek };
}) {
  return (
    <section aria-labelledby="streaks-title">
      <h2 id="streaks-title" className="mb-3 text-lg font-semibold tracking-tight">
        Your Streaks
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Streak label="Study streak" days={studyStreak} icon={Flame} hint="Days in a row with a flashcard review" week={weeks?.study} />
        <Streak
          label="Listening streak"
          days={listeningStreak}
          icon={Headphones}
          hint="Days in a row finishing an episode"
          week={weeks?.listening}
        />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">One missed day a week keeps your streak going.</p>
    </section>
  );
}
