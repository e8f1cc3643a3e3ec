import {
  BellRing,
  BookOpen,
  Compass,
  Layers,
  Library,
  type LucideIcon,
  Podcast,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface QuickLink {
  label: string;
  to: string;
  icon: LucideIcon;
}

// SPEC §2 Quick Links, in this order; View Features is a button that swaps in the showcase.
const links: QuickLink[] = [
  { label: 'Subscribed Series', to: paths.subscriptions(), icon: BellRing },
  { label: 'Read Bible', to: paths.bible(), icon: BookOpen },
  { label: 'Explore Topics', to: paths.topics(), icon: Compass },
  { label: 'Flashcards', to: paths.flashcards(), icon: Layers },
  { label: 'Browse Podcasts', to: paths.podcasts(), icon: Podcast },
  { label: 'Explore Series', to: paths.seriesList(), icon: Library },
];

const tile =
  'flex h-full items-center gap-3 rounded-xl border bg-card p-4 text-left text-sm font-medium shadow-xs transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function QuickLinks({ onViewFeatures }: { onViewFeatures: () => void }) {
  return (
    <nav aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="mb-3 text-lg font-semibold tracking-tight">
        Quick Links
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {links.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link to={to} className={tile}>
              <Icon className="size-5 shrink-0 text-primary" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={onViewFeatures} className={`${tile} w-full`}>
            <Sparkles className="size-5 shrink-0 text-primary" aria-hidden />
            View Features
          </button>
        </li>
      </ul>
    </nav>
  );
}
