import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { BibleNotFound } from './bible-not-found';

interface TranslationNotFoundProps {
  requested: string;
  translations: { id: string; name: string }[];
  /** Where the same page lives in another translation. */
  hrefFor: (translationId: string) => string;
}

export function TranslationNotFound({ requested, translations, hrefFor }: TranslationNotFoundProps) {
  return (
    <BibleNotFound
      title="Translation not found"
      message={`We don't have a Bible translation called "${requested}". Choose one of these instead:`}
      actions={translations.map((t, i) => (
        <Button key={t.id} variant={i === 0 ? 'default' : 'outline'} asChild>
          <Link to={hrefFor(t.id)}>{t.name}</Link>
        </Button>
      ))}
    />
  );
}
