import { BookOpenText } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useChooseTranslation, useResolvedTranslation } from '../hooks/use-translation-choice';
import { BookList } from './book-list';
import { TranslationPicker } from './translation-picker';

/** /bible: every book of the Old and New Testament in the reader's translation. */
export function BibleHome({ user }: { user: { signedIn: boolean } }) {
  const [search, setSearch] = useSearchParams();
  // sessionStorage is not reactive: a pick made on this page is held in state so the links update at once.
  const [picked, setPicked] = useState<string | null>(null);
  const requested = picked ?? search.get('translation');
  const { translation, translations } = useResolvedTranslation({ signedIn: user.signedIn, requested });
  const chooseTranslation = useChooseTranslation({ signedIn: user.signedIn });

  return (
    <Page>
      <title>Bible · Rooted</title>
      <PageHeader
        title="Bible"
        description="Read the whole Bible in public-domain translations. Choose a book to begin."
        actions={
          translations.length > 0 && (
            <TranslationPicker
              value={translation}
              translations={translations}
              onChange={(id) => {
                setPicked(id);
                chooseTranslation(id);
                // The query parameter would otherwise keep overriding the new choice.
                if (search.has('translation')) setSearch((s) => { s.delete('translation'); return s; }, { replace: true });
              }}
            />
          )
        }
      />
      <div className="mt-6 flex flex-wrap gap-2">
        <Button variant="secondary" asChild>
          <Link to={paths.bibleChapter(translation, 'John', 1)}>
            <BookOpenText aria-hidden />
            Start with John 1
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.bibleChapter(translation, 'Psalms', 23)}>Psalm 23</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to={paths.bibleChapter(translation, 'Genesis', 1)}>Genesis 1</Link>
        </Button>
      </div>
      <div className="mt-10">
        <BookList translation={translation} />
      </div>
    </Page>
  );
}
