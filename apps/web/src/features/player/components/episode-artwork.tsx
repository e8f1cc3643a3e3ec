import { Headphones } from 'lucide-react';
import { cn } from '@/lib/cn';

export function EpisodeArtwork({ src, className }: { src?: string | null; className?: string }) {
  return src ? (
    <img src={src} alt="" className={cn('shrink-0 rounded-md object-cover', className)} />
  ) : (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-md bg-secondary text-secondary-foreground',
        className,
      )}
    >
      <Headphones className="size-1/2" aria-hidden />
    </span>
  );
}
