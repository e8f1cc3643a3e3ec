import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { NavItem } from './nav-items';

// The sheet (Radix Dialog with its focus trap and scroll lock) is its own chunk, fetched when the
// button is first pressed or hovered: only the button is part of the first page load (issue 13).
const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(loadSheet);

/** Under 768 px the top-bar links move into a left side sheet titled "Menu" (SPEC §2). */
export function MobileNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once opened the sheet stays mounted, so its close animation can run.
  if (open && !used) setUsed(true);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className="-ml-2 md:hidden"
        onPointerEnter={() => void loadSheet().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileNavSheet items={items} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
