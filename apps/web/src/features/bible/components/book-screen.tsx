import { findBook } from '@rooted/shared';
import { ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRouteTranslation } from '../hooks/use-route-translation';
import { useChooseTranslation } from '../hooks/use-translation-choice';
import { canonicalSearch } from '../lib/bible-urls';
import { rememberLastTranslation } from '../lib/last-translation';
import { BookNotFound } from './book-not-found';
import { ChapterGrid } from './chapter-grid';
import { TranslationNotFound } from './translation-not-found';
import { TranslationPicker } from './translation-picker';

/** /bible/{translation}/{book}: the chapters of one book. */
export function BookScreen({ user }: { user: { signedIn: boolean } }) {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const route = useRouteTranslation(params.translation ?? '', search.get('translation'));
  const chooseTranslation = useChooseTranslation({ signedIn: user.signedIn });
  const book = findBook(params.book ?? '');
  const translationId = route.status === 'ok' ? route.id : null;

  useEffect(() => {
    if (translationId) rememberLastTranslation(translationId);
  }, [translationId]);

  if (!book) return <BookNotFound requested={params.book ?? ''} />;
  if (route.status === 'unknown') {
    return <TranslationNotFound requested={route.requested} translations={route.translations} hrefFor={(id) => paths.bibleBook(id, book.slug)} />;
  }
  if (route.status === 'loading') {
    return (
      <Page>
        <Skeleton className="h-10 w-48" />
      </Page>
    );
  }
  const canonical = paths.bibleBook(route.id, book.slug);
  const searchString = canonicalSearch(search);
  if (location.pathname !== canonical || location.search !== searchString) return <Navigate replace to={`${canonical}${searchString}`} />;

  const translationName = route.translations.find((t) => t.id === route.id)?.name ?? route.id;
  return (
    <Page>
      <title>{`${book.name} (${route.id}) · Rooted`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 flex items-center gap-1 text-sm text-muted-foreground">
        <Link to={paths.bible()} className="hover:text-foreground hover:underline">
          Bible
        </Link>
        <ChevronRight className="size-3.5" aria-hidden />
        <span aria-current="page">{book.name}</span>
      </nav>
      <PageHeader
        title={book.name}
        description={`${book.chapters === 1 ? '1 chapter' : `${book.chapters} chapters`} · ${translationName}`}
        actions={
          <TranslationPicker
            value={route.id}
            translations={route.translations}
            onChange={(id) => {
              chooseTranslation(id);
              navigate(paths.bibleBook(id, book.slug));
            }}
          />
        }
      />
      <div className="mt-8">
        <ChapterGrid translation={route.id} book={book} />
      </div>
    </Page>
  );
}
