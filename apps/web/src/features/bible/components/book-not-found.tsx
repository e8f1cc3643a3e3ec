import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BibleNotFound } from './bible-not-found';

export function BookNotFound({ requested }: { requested: string }) {
  return (
    <BibleNotFound
      title="Book not found"
      message={`There is no book of the Bible called "${requested}".`}
      actions={
        <Button asChild>
          <Link to={paths.bible()}>Browse all books</Link>
        </Button>
      }
    />
  );
}
