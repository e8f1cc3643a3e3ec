import { Flame, Headphones } from 'lucide-react';

function Streak({
  label,
  days,
  icon: Icon,
  hint,
}: {
  label: string;
  days: number;
  icon: typeof Flame;
  hint: string;
}) {
  return (
    <div
      className="flex items-center gap-4 rounded-xl border bg-card p-4 shadow-xs"
      data-testid={`streak-${label.split(' ')[0]!.toLowerCase()}`}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold tabular-nums">
          {days}{' '}
          <span className="text-base font-normal text-muted-foreground">{days === 1 ? 'day' : 'days'}</span>
        </p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}

/** SPEC §9: consecutive days with a flashcard review, and with an episode listened to 90% or more. */
export function Streaks({ studyStreak, listeningStreak }: { studyStreak: number; listeningStreak: number }) {
  return (
    <section aria-labelledby="streaks-title">
      <h2 id="streaks-title" className="mb-3 text-lg font-semibold tracking-tight">
        Your Streaks
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Streak
          label="Study streak"
          days={studyStreak}
          icon={Flame}
          hint="Days in a row with a flashcard review"
        />
        <Streak
          label="Listening streak"
          days={listeningStreak}
          icon={Headphones}
          hint="Days in a row finishing an episode"
        />
      </div>
    </section>
  );
}
