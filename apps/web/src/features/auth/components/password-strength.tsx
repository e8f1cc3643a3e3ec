// SPEC §5: the strength indicator (weak / medium / strong) and the list of password rules.
import { PASSWORD_RULES, passwordStrength, type PasswordStrength } from '@rooted/shared/auth/password';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';

const LEVELS: Record<PasswordStrength, { label: string; filled: number; color: string }> = {
  weak: { label: 'Weak', filled: 1, color: 'bg-destructive' },
  medium: { label: 'Medium', filled: 2, color: 'bg-warning' },
  strong: { label: 'Strong', filled: 3, color: 'bg-success' },
};

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  const level = LEVELS[strength];
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="password-strength" data-strength={strength}>
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-3 gap-1" aria-hidden>
          {[1, 2, 3].map((i) => (
            <span key={i} className={cn('h-1.5 rounded-full', password && i <= level.filled ? level.color : 'bg-muted')} />
          ))}
        </div>
        <span className="w-28 text-right text-xs text-muted-foreground" aria-live="polite">
          Strength: <span className="font-medium text-foreground">{password ? level.label : '—'}</span>
        </span>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.criterion} className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted-foreground')} data-met={met}>
              {met ? <Check className="size-3.5 shrink-0" aria-hidden /> : <X className="size-3.5 shrink-0" aria-hidden />}
              <span>
                {rule.label}
                <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
