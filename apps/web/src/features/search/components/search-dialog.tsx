// The search dialog (SPEC §2, §4): keyword results for everyone and a grounded Summary for signed-in users.
import { NAVIGATE_AFTER_CLOSE_MS } from '@rooted/shared/search/constants';
import { SEARCH_TEXT } from '@rooted/shared/search/messages';
import { parseReferenceQuery } from '@rooted/shared/search/reference';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths, type AuthRedirectState } from '@/config/paths';
import { useSearch } from '../hooks/use-search';
import { currentTranslation } from '../lib/current-translation';
import { KeywordResults } from './keyword-results';
import { SearchAlertBox } from './search-alert-box';
import { SearchBar } from './search-bar';
import { SummaryPanel } from './summary-panel';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string | null;
  preferredTranslation?: string | null;
}

export default function SearchDialog({ open, onOpenChange, userId, preferredTranslation }: SearchDialogProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const translation = currentTranslation({ pathname: location.pathname, search: location.search, preferred: preferredTranslation });
  const search = useSearch({ userId, translation });

  // SPEC §2: navigation waits 50 ms after the dialog closes, so the close does not fight the new page.
  const go = (href: string, state?: AuthRedirectState) => {
    onOpenChange(false);
    setTimeout(() => void navigate(href, state ? { state } : undefined), NAVIGATE_AFTER_CLOSE_MS);
  };

  const onSubmit = (viaEnter: boolean) => {
    // A typed reference ('John 3:16') jumps straight to the verse on Enter; the Search button still searches.
    const ref = viaEnter ? parseReferenceQuery(search.text) : null;
    if (ref) return go(paths.bibleChapter(translation, ref.book.slug, ref.chapter, ref.wholeChapter ? undefined : ref.verseFrom));
    search.submit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        className="top-[8vh] max-w-2xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12vh]"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        data-testid="search-dialog"
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">Search episodes, topics, recaps and the Bible, or ask a question.</DialogDescription>
        <div className="flex items-start gap-2 border-b p-3 sm:p-4">
          <SearchBar ref={inputRef} value={search.text} onChange={search.setText} onSubmit={onSubmit} />
          <DialogClose asChild>
            <Button variant="ghost" size="icon" className="shrink-0 text-muted-foreground" aria-label={SEARCH_TEXT.closeButton}>
              <X aria-hidden />
            </Button>
          </DialogClose>
        </div>
        <div className="max-h-[calc(100dvh-12rem)] space-y-4 overflow-y-auto p-3 sm:max-h-[65vh] sm:p-4">
          {search.tooShort ? (
            <p className="py-6 text-center text-sm text-muted-foreground" data-testid="search-hint">
              {SEARCH_TEXT.tooShort}
            </p>
          ) : (
            <>
              {search.alert ? (
                <SearchAlertBox alert={search.alert} onSignIn={() => go(paths.auth(), { from: `${location.pathname}${location.search}` })} />
              ) : (
                <SummaryPanel loading={search.phase === 'loading'} summary={search.summary} onNavigate={go} />
              )}
              {search.searched && (
                <KeywordResults
                  query={search.searched}
                  results={search.keyword.data?.results}
                  loading={search.keyword.isFetching}
                  failed={search.keyword.isError}
                  onNavigate={go}
                />
              )}
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
