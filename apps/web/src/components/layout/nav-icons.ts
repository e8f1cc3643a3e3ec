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
import type { NavLabel } from './nav-items';

/** The mobile Menu sheet's icon for each top-bar link (the Record makes a new link need one). */
export const navIcons: Record<NavLabel, LucideIcon> = {
  Dashboard: LayoutDashboard,
  Home: House,
  Podcasts: Podcast,
  Series: Library,
  Bible: BookOpen,
  Topics: Tags,
  Flashcards: GalleryVerticalEnd,
  Admin: ShieldCheck,
};
