import { AccountMenu, type AccountMenuProps } from './account-menu';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import type { NavItem } from './nav-items';
import { SearchButton } from './search-button';
import { ThemeToggle } from './theme-toggle';

interface SiteHeaderProps {
  navItems: NavItem[];
  account: AccountMenuProps;
  onOpenSearch: () => void;
  searchOpen: boolean;
}

export function SiteHeader({ navItems, account, onOpenSearch, searchOpen }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-header max-w-page items-center gap-2 px-4 sm:px-6 xl:gap-4">
        <MobileNav items={navItems} />
        <Logo compact className="mr-1 lg:mr-3" />
        <DesktopNav items={navItems} />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <SearchButton onClick={onOpenSearch} expanded={searchOpen} />
          <ThemeToggle />
          <AccountMenu {...account} />
        </div>
      </div>
    </header>
  );
}
