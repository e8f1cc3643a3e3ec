import { ChevronDown, Download, LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthRedirectState } from '@/config/paths';
import { paths } from '@/config/paths';

export interface AccountUser {
  email: string;
  firstName?: string | null;
}

export interface AccountMenuProps {
  user: AccountUser | null;
  isLoading: boolean;
  onLogOut: () => void;
  /** Supplied by the export feature; until then the item shows but is disabled. */
  onExportData?: () => void;
}

export function AccountMenu({ user, isLoading, onLogOut, onExportData }: AccountMenuProps) {
  const location = useLocation();
  // Reserve the space while the session loads so the bar doesn't flash "Sign In" for signed-in users.
  if (isLoading) return <Skeleton className="h-9 w-20" />;

  if (!user) {
    const state: AuthRedirectState = { from: location.pathname + location.search };
    return (
      <Button asChild size="sm" className="h-9 px-3 text-sm">
        <Link to={paths.auth()} state={state}>
          <LogIn className="hidden sm:block" aria-hidden />
          Sign In
        </Link>
      </Button>
    );
  }

  const label = user.firstName?.trim() || 'Account';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-9 gap-1.5 px-1.5" data-testid="account-menu">
          <span className="grid size-7 place-items-center rounded-full bg-secondary text-secondary-foreground">
            <UserRound className="size-4" aria-hidden />
          </span>
          {/* Between 768 and 1024 px the links need the room; the name stays the accessible name. */}
          <span className="max-w-28 truncate md:max-lg:sr-only xl:max-w-40">{label}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile()}>
            <UserRound aria-hidden />
            My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!onExportData} onSelect={() => onExportData?.()}>
          <Download aria-hidden />
          Export Data
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogOut}>
          <LogOut aria-hidden />
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
