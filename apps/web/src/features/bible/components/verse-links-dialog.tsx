import type { CustomVerseLink } from '@rooted/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { useCustomLinkMutations } from '../api/custom-links';
import type { SelectedVerse } from '../lib/types';
import { VerseLinkForm } from './verse-link-form';
import { VerseLinkList } from './verse-link-list';

interface VerseLinksDialogProps {
  verse: SelectedVerse | null;
  links: CustomVerseLink[];
  mutations: ReturnType<typeof useCustomLinkMutations>;
  onClose: () => void;
}

/** Supporters link a verse to another verse or passage with a short note, and manage those links. */
export function VerseLinksDialog({ verse, links, mutations, onClose }: VerseLinksDialogProps) {
  return (
    <Dialog open={verse !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="verse-links-dialog">
        <DialogHeader>
          <DialogTitle>Link {verse?.reference ?? 'verse'}</DialogTitle>
          <DialogDescription>Connect this verse to another verse or passage. Your links show beside the verse.</DialogDescription>
        </DialogHeader>
        {verse && (
          <>
            <VerseLinkForm verse={verse} create={mutations.create} />
            <VerseLinkList links={links} translation={verse.translation} mutations={mutations} onNavigate={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
