import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A friendly 'nothing here yet' block with the one action that fixes it. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-12 text-center">
      <span
        className="grid size-12 place-items-center rounded-xl bg-secondary text-secondary-foreground"
        aria-hidden
      >
        <Icon className="size-6" />
      </span>
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
