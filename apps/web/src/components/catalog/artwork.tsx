import { useState } from 'react';
import { cn } from '@/lib/cn';

interface ArtworkProps {
  src: string | null | undefined;
  /** The podcast's name: alt text, and its initial when there is no image. */
  name: string;
  className?: string;
  /** Decorative next to a visible title: hidden from screen readers. */
  decorative?: boolean;
}

/** Square podcast or episode artwork; a calm initial tile when the image is missing or fails. */
export function Artwork({ src, name, className, decorative = false }: ArtworkProps) {
  const [failed, setFailed] = useState(false);
  const base = cn('aspect-square shrink-0 overflow-hidden rounded-lg bg-secondary', className);
  if (!src || failed) {
    return (
      <div className={cn(base, 'grid place-items-center text-secondary-foreground')} aria-hidden={decorative || undefined}>
        <span className="text-2xl font-semibold">{name.trim().charAt(0).toUpperCase() || '?'}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={decorative ? '' : `${name} artwork`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn(base, 'object-cover')}
    />
  );
}
