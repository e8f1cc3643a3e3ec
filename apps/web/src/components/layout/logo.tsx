import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface LogoProps {
  className?: string;
  onClick?: () => void;
  /** In the top bar the word hides between 768 and 1024 px to make room for the links. */
  compact?: boolean;
}

export function Logo({ className, onClick, compact = false }: LogoProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight',
        className,
      )}
    >
      <span
        className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm"
        aria-hidden
      >
        <Sprout className="size-[18px]" strokeWidth={2.25} />
      </span>
      <span className={cn('font-serif text-xl', compact && 'md:max-lg:sr-only')}>Rooted</span>
    </Link>
  );
}
