import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One figure with its label; the label is the accessible name of the tile. */
export function StatTile({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: ReactNode;
  icon?: LucideIcon;
  hint?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-1 p-4" role="group" aria-label={label}>
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
        {Icon && <Icon className="size-4" aria-hidden />}
        {label}
      </span>
      <span
        className="text-2xl font-semibold tracking-tight tabular-nums"
        data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {value}
      </span>
      {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
    </Card>
  );
}
