import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { crossReferencesQueryOptions } from '../api/get-cross-references';
import type { SelectedVerse } from '../lib/types';
import { SupporterFeatureAlert } from '@/components/supporter-feature-alert';

interface CrossReferencesDialogProps {
  verse: SelectedVerse | null;
  onClose: () => void;
  isSupporter: boolean;
}

/** Related passages for one verse (supporters); free users and visitors see the supporter alert. */
export function CrossReferencesDialog({ verse, onClose, isSupporter }: CrossReferencesDialogProps) {
  return (
    <Dialog open={verse !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[min(40rem,calc(100dvh-2rem))] flex-col" data-testid="cross-references-dialog">
        <DialogHeader>
          <DialogTitle>Cross references</DialogTitle>
          <DialogDescription>{verse ? `Passages related to ${verse.reference}.` : null}</DialogDescription>
        </DialogHeader>
        {verse &&
          (isSupporter ? (
            <CrossReferenceList verse={verse} onNavigate={onClose} />
          ) : (
            <SupporterFeatureAlert>
              Cross references link every verse to related passages across the whole Bible. They are part of the
              Supporter plan.
            </SupporterFeatureAlert>
          ))}
      </DialogContent>
    </Dialog>
  );
}

function CrossReferenceList({ verse, onNavigate }: { verse: SelectedVerse; onNavigate: () => void }) {
  const { data, error, isPending } = useQuery(
    crossReferencesQueryOptions({ translation: verse.translation, book: verse.book.slug, chapter: verse.chapter, verse: verse.verse }),
  );
  if (isPending) return <Spinner label="Loading cross references..." />;
  if (error) return <p className="text-sm text-destructive">{error.message}</p>;
  if (data.crossReferences.length === 0) {
    return <p className="text-sm text-muted-foreground">No cross references are listed for {verse.reference}.</p>;
  }
  return (
    <ul className="-mx-2 min-h-0 flex-1 divide-y overflow-y-auto" data-testid="cross-reference-list">
      {data.crossReferences.map((ref) => (
        <li key={`${ref.book}-${ref.chapter}-${ref.verseFrom}-${ref.verseTo ?? ''}`}>
          <Link
            to={paths.bibleChapter(verse.translation, ref.bookSlug, ref.chapter, ref.verseFrom)}
            onClick={onNavigate}
            className="block rounded-md px-2 py-2.5 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
          >
            <span className="text-sm font-semibold text-primary">{ref.reference}</span>
            {ref.preview && <span className="mt-0.5 line-clamp-2 block font-serif text-sm text-muted-foreground">{ref.preview}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
