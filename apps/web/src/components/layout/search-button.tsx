import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the search dialog (owned by the search feature; AppShell's `renderSearchDialog` slot). */
export function SearchButton({ onClick, expanded }: { onClick: () => void; expanded: boolean }) {
  return (
    <Button
      variant="outline"
      data-testid="open-search"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      className="size-9 px-0 text-muted-foreground hover:text-foreground xl:w-44 xl:justify-start xl:px-3"
    >
      <Search aria-hidden />
      {/* Visible from xl; below that the same text stays the button's accessible name. */}
      <span className="sr-only xl:not-sr-only">Search</span>
    </Button>
  );
}
