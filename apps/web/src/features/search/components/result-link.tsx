import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ResultLinkProps {
  href: string;
  /** Closes the dialog and navigates (SPEC §2: 50 ms after closing). */
  onNavigate: (href: string) => void;
  className?: string;
  children: ReactNode;
}

/** A real link (copyable, opens in a new tab with a modifier) that navigates in-app on a plain click. */
export function ResultLink({ href, onNavigate, className, children }: ResultLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} onClick={onClick} className={cn('outline-none focus-visible:ring-3 focus-visible:ring-ring/40', className)}>
      {children}
    </a>
  );
}
