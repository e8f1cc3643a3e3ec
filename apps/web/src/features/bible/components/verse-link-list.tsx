import type { CustomVerseLink } from '@rooted/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { useCustomLinkMutations } from '../api/custom-links';

type Mutations = ReturnType<typeof useCustomLinkMutations>;

interface VerseLinkListProps {
  links: CustomVerseLink[];
  translation: string;
  mutations: Pick<Mutations, 'update' | 'remove'>;
  onNavigate: () => void;
}

/** The user's existing links from one verse, each editable (note) and removable. */
export function VerseLinkList({ links, translation, mutations, onNavigate }: VerseLinkListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  if (links.length === 0) return null;

  const save = (id: string) =>
    mutations.update.mutate({ id, note: draft }, { onSuccess: () => setEditing(null), onError: (e) => toast.error(e.message) });
  const remove = (id: string) =>
    mutations.remove.mutate(id, { onSuccess: () => toast.success('Link removed'), onError: (e) => toast.error(e.message) });

  return (
    <ul className="grid gap-2" aria-label="Your links from this verse">
      {links.map((link) => (
        <li key={link.id} className="rounded-lg border bg-card px-3 py-2">
          <div className="flex items-center gap-2">
            <Link
              to={paths.bibleChapter(translation, link.target.bookSlug, link.target.chapter, link.target.verseFrom)}
              onClick={onNavigate}
              className="min-w-0 flex-1 truncate text-sm font-semibold text-primary hover:underline"
            >
              {link.target.reference}
            </Link>
            <Button variant="ghost" size="icon-sm" aria-label={`Edit note for ${link.target.reference}`} onClick={() => { setEditing(link.id); setDraft(link.note); }}>
              <Pencil aria-hidden />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={`Remove link to ${link.target.reference}`} onClick={() => remove(link.id)} disabled={mutations.remove.isPending}>
              <Trash2 aria-hidden />
            </Button>
          </div>
          {editing === link.id ? (
            <form className="mt-2 flex gap-2" onSubmit={(e) => { e.preventDefault(); save(link.id); }}>
              <Input value={draft} onChange={(e) => setDraft(e.target.value)} aria-label="Note" maxLength={280} autoFocus />
              <Button type="submit" size="sm" className="h-10" disabled={mutations.update.isPending}>Save</Button>
            </form>
          ) : (
            link.note && <p className="mt-1 text-sm text-muted-foreground">{link.note}</p>
          )}
          {link.target.preview && <p className="mt-1 line-clamp-2 font-serif text-sm text-muted-foreground/90">{link.target.preview}</p>}
        </li>
      ))}
    </ul>
  );
}
