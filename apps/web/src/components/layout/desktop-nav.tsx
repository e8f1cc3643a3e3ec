import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { NavItem } from './nav-items';

/** The top-bar links from 768 px up; below that they live in the Menu sheet. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  return (
    // Scrolls sideways as a last resort (large text settings) rather than overlapping the buttons;
    // the vertical padding keeps focus outlines inside the scroll box.
    <nav aria-label="Main" className="hidden min-w-0 overflow-x-auto [scrollbar-width:none] md:block">
      <ul className="flex items-center gap-0.5 px-0.5 py-1 xl:gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-muted hover:text-foreground xl:px-3',
                  isActive && 'bg-secondary text-secondary-foreground hover:bg-secondary',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
