import type { BibleTranslation } from '@rooted/shared';
import { ChevronRight, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TranslationPicker } from './translation-picker';

interface ReaderHeaderProps {
  title: string;
  book: { name: string; slug: string };
  translation: string;
  translationName: string;
  translations: BibleTranslation[];
  onTranslationChange: (id: string) => void;
}

/** Breadcrumb, chapter title, the translation picker and a way back to the chapter list. */
export function ReaderHeader({ title, book, translation, translationName, translations, onTranslationChange }: ReaderHeaderProps) {
  return (
    <header className="flex flex-col gap-4">
      <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-sm text-muted-foreground">
        <Link to={paths.bible()} className="hover:text-foreground hover:underline">
          Bible
        </Link>
        <ChevronRight className="size-3.5" aria-hidden />
        <Link to={paths.bibleBook(translation, book.slug)} className="hover:text-foreground hover:underline">
          {book.name}
        </Link>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{translationName}</p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="icon" asChild>
            <Link to={paths.bibleBook(translation, book.slug)} aria-label={`All chapters of ${book.name}`} title="All chapters">
              <LayoutGrid aria-hidden />
            </Link>
          </Button>
          <TranslationPicker value={translation} translations={translations} onChange={onTranslationChange} />
        </div>
      </div>
    </header>
  );
}
