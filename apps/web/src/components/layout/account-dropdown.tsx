// The signed-in account menu (Radix Dropdown Menu with its positioning engine): its own chunk, loaded
// once a session says someone is signed in, so a visitor's first page load never fetches it (issue 13).
import { ChevronDown, Download, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import type { AccountUser } from './account-menu';

export interface AccountDropdownProps {
  user: AccountUser;
  onLogOut: () => void;
  onExportData?: () => void;
}

export default function AccountDropdown({ user, onLogOut, onExportData }: AccountDropdownProps) {
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
