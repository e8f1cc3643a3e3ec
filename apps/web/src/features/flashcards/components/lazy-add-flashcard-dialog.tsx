// The 'Add as flashcard' dialog for pages that offer it beside other content (the Bible reader, an
// episode's notes and moments): its code loads on first use, not with the page (issue 13).
import { lazyUntilOpen } from '@/lib/lazy-until-open';
import type { AddFlashcardDialog as Dialog } from './add-flashcard-dialog';

export const AddFlashcardDialog = lazyUntilOpen<Parameters<typeof Dialog>[0]>(
  () => import('./add-flashcard-dialog').then((m) => m.AddFlashcardDialog),
  (props) => props.passage !== null,
);
