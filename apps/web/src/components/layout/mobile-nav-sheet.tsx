import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { navIcons } from './nav-icons';
import type { NavItem } from './nav-items';

interface MobileNavSheetProps {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Open menu" button, which lives outside the sheet's chunk: focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The mobile Menu sheet (./mobile-nav loads it on first use). */
export default function MobileNavSheet({ items, open, onOpenChange, triggerRef }: MobileNavSheetProps) {
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        closeLabel="Close menu"
        // What Radix does for its own (modal) Trigger: focus goes back to the button on close.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <Logo onClick={close} className="self-start" />
        <nav aria-label="Main">
          <ul className="flex flex-col gap-1">
            {items.map((item) => {
              const Icon = navIcons[item.label];
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                        isActive && 'bg-secondary text-secondary-foreground hover:bg-secondary',
                      )
                    }
                  >
                    <Icon className="size-5" aria-hidden />
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
