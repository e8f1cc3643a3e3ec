// The reader's dialogs open only from a verse's actions menu: their code loads on first use (issue 13).
import { lazyUntilOpen } from '@/lib/lazy-until-open';
import type { CrossReferencesDialog as CrossReferences } from './cross-references-dialog';
import type { VerseLinksDialog as VerseLinks } from './verse-links-dialog';

export const CrossReferencesDialog = lazyUntilOpen<Parameters<typeof CrossReferences>[0]>(
  () => import('./cross-references-dialog').then((m) => m.CrossReferencesDialog),
  (props) => props.verse !== null,
);

export const VerseLinksDialog = lazyUntilOpen<Parameters<typeof VerseLinks>[0]>(
  () => import('./verse-links-dialog').then((m) => m.VerseLinksDialog),
  (props) => props.verse !== null,
);
