// One lazily loaded module (its own chunk) per page route of PAGE_ROUTES. The Record type makes the
// compiler reject a route in @rooted/shared that has no page here. Used by the router and the preloader.
import type { PAGE_ROUTES } from '@rooted/shared/routes';
import type { ComponentType } from 'react';

export type PagePath = (typeof PAGE_ROUTES)[number];
export type PageImporter = () => Promise<{ default: ComponentType }>;

// Shared by two routes each; one function per module so the preloader can de-duplicate.
const adminPage: PageImporter = () => import('./routes/admin');

export const pageModules: Record<PagePath, PageImporter> = {
  '/': () => import('./routes/home'),
  '/features': () => import('./routes/features'),
  '/auth': () => import('./routes/auth'),
  '/verification': () => import('./routes/verification'),
  '/profile': () => import('./routes/profile'),
  '/waitlist': () => import('./routes/waitlist'),
  '/creator': () => import('./routes/creator'),
  '/admin': adminPage,
  '/admin/*': adminPage,
  '/podcasts': () => import('./routes/podcasts'),
  '/podcasts/:podcastName': () => import('./routes/podcast'),
  '/podcasts/:podcastName/listen': () => import('./routes/podcast-listen'),
  '/podcasts/:podcastName/episodes': () => import('./routes/podcast-episodes'),
  '/podcasts/:podcastName/edit': () => import('./routes/podcast-edit'),
  '/series': () => import('./routes/series-list'),
  '/series/:seriesId': () => import('./routes/series'),
  '/series/:seriesId/edit': () => import('./routes/series-edit'),
  '/episodes': () => import('./routes/episodes'),
  '/episodes/*': () => import('./routes/episode'),
  '/bible': () => import('./routes/bible'),
  '/bible/:translation/:book': () => import('./routes/bible-book'),
  '/bible/:translation/:book/:chapter': () => import('./routes/bible-chapter'),
  '/topics': () => import('./routes/topics'),
  '/topics/:topicId': () => import('./routes/topic'),
  '/recaps/:recapId': () => import('./routes/recap'),
  '/subscriptions': () => import('./routes/subscriptions'),
  '/downloads': () => import('./routes/downloads'),
  '/flashcards': () => import('./routes/flashcards'),
  '/flashcards/study': () => import('./routes/flashcards-study'),
  '/flashcards/decks': () => import('./routes/flashcard-decks'),
  '/flashcards/decks/:deckId': () => import('./routes/flashcard-deck'),
  '/certificates/:code': () => import('./routes/certificate'),
};
