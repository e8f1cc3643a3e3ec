import { SEARCH_TEXT } from '@rooted/shared/search/messages';
import { Search } from 'lucide-react';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface SearchBarProps {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** `viaEnter` tells Enter in the field from a click on Search. */
  onSubmit: (viaEnter: boolean) => void;
}

export function SearchBar({ ref, value, onChange, onSubmit }: SearchBarProps) {
  // Enter is handled on the field itself: implicit form submission reports the Search button as its
  // submitter, so the form event alone cannot tell Enter from a click.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit(true);
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-center gap-2">
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          ref={ref}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={SEARCH_TEXT.placeholder}
          aria-label={SEARCH_TEXT.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          // The dialog has its own Close Search button; the native clear cross would sit right beside it.
          className="pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <Button type="submit">{SEARCH_TEXT.searchButton}</Button>
    </form>
  );
}
