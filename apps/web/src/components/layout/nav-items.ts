// The top-bar links. Their icons (shown only in the mobile Menu sheet) live in ./nav-icons, which loads
// with the sheet, so the first page load carries no icons it does not draw.
export type NavLabel = 'Dashboard' | 'Home' | 'Podcasts' | 'Series' | 'Bible' | 'Topics' | 'Flashcards' | 'Admin';

export interface NavItem {
  to: string;
  label: NavLabel;
  /** Only exact matches count as active (for "/", which prefixes everything). */
  end?: boolean;
}

export interface NavViewer {
  signedIn: boolean;
  isAdmin: boolean;
}

/** SPEC §2 top-bar links, in order. Admin shows only for admins (the server still guards the data). */
export function navItems({ signedIn, isAdmin }: NavViewer): NavItem[] {
  const items: NavItem[] = [
    signedIn ? { to: '/', label: 'Dashboard', end: true } : { to: '/', label: 'Home', end: true },
    { to: '/podcasts', label: 'Podcasts' },
    { to: '/series', label: 'Series' },
    { to: '/bible', label: 'Bible' },
    { to: '/topics', label: 'Topics' },
    { to: '/flashcards', label: 'Flashcards' },
  ];
  if (isAdmin) items.push({ to: '/admin', label: 'Admin' });
  return items;
}
