import {
  BookOpen,
  GalleryVerticalEnd,
  House,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Podcast,
  ShieldCheck,
  Tags,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
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
    signedIn
      ? { to: '/', label: 'Dashboard', icon: LayoutDashboard, end: true }
      : { to: '/', label: 'Home', icon: House, end: true },
    { to: '/podcasts', label: 'Podcasts', icon: Podcast },
    { to: '/series', label: 'Series', icon: Library },
    { to: '/bible', label: 'Bible', icon: BookOpen },
    { to: '/topics', label: 'Topics', icon: Tags },
    { to: '/flashcards', label: 'Flashcards', icon: GalleryVerticalEnd },
  ];
  if (isAdmin) items.push({ to: '/admin', label: 'Admin', icon: ShieldCheck });
  return items;
}
