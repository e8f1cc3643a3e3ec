// Every in-app URL is built here (SPEC §2), so a route change is one edit and links never drift.
// No zod here: this module is in the first-load bundle and the checks below are tiny.
import { podcastSlug } from '@rooted/shared/podcasts/slug';

type Id = string | number;

const seg = (value: Id) => encodeURIComponent(String(value));

/** Appends a query string, dropping empty values. */
function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The series an episode was opened from, carried as JSON in `?fromSeries=` (SPEC §2). */
export interface FromSeries {
  id: string;
  name: string;
}

/** Reads `fromSeries` from a query string; returns null when absent or malformed (it is user-editable). */
export function parseFromSeries(search: string | URLSearchParams): FromSeries | null {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('fromSeries');
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as Record<string, unknown>;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string') return null;
    return { id: String(id), name };
  } catch {
    return null;
  }
}

export const paths = {
  home: () => '/',
  features: () => '/features',
  /** The sign-in page; pass `{ from }` as router state to come back afterwards. */
  auth: () => '/auth',
  /** Where the password-reset e-mail link lands (SPEC §2). */
  authReset: () => '/auth?mode=reset',
  verification: () => '/verification',
  profile: () => '/profile',
  /** Episodes saved on this device for offline listening (issue 15). */
  downloads: () => '/downloads',
  waitlist: () => '/waitlist',
  creator: () => '/creator',
  admin: () => '/admin',

  podcasts: () => '/podcasts',
  podcast: (name: string) => `/podcasts/${seg(name)}`,
  podcastListen: (name: string) => `/podcasts/${seg(name)}/listen`,
  podcastEpisodes: (name: string) => `/podcasts/${seg(name)}/episodes`,
  podcastEdit: (name: string) => `/podcasts/${seg(name)}/edit`,
  /** Link to a podcast's standalone episodes, by slug (SPEC §2: lowercased, spaces to hyphens). */
  podcastStandalone: (name: string) => `/podcasts/${seg(podcastSlug(name))}`,

  seriesList: () => '/series',
  series: (id: Id) => `/series/${seg(id)}`,
  seriesEdit: (id: Id) => `/series/${seg(id)}/edit`,

  episodes: () => '/episodes',
  episode: (id: Id, fromSeries?: { id: Id; name: string }) =>
    withQuery(`/episodes/${seg(id)}`, {
      fromSeries: fromSeries ? JSON.stringify({ id: fromSeries.id, name: fromSeries.name }) : undefined,
    }),

  bible: () => '/bible',
  bibleBook: (translation: string, book: string) => `/bible/${seg(translation)}/${seg(book)}`,
  /** `highlight` is a verse number: the reader scrolls to it and marks it for 2 s (SPEC §2). */
  bibleChapter: (translation: string, book: string, chapter: Id, highlight?: Id) =>
    withQuery(`/bible/${seg(translation)}/${seg(book)}/${seg(chapter)}`, { highlight }),

  topics: () => '/topics',
  topic: (id: Id) => `/topics/${seg(id)}`,
  recap: (id: Id) => `/recaps/${seg(id)}`,
  subscriptions: () => '/subscriptions',

  flashcards: () => '/flashcards',
  flashcardsStudy: () => '/flashcards/study',
  flashcardDecks: () => '/flashcards/decks',
  flashcardDeck: (id: Id) => `/flashcards/decks/${seg(id)}`,

  certificate: (code: string) => `/certificates/${seg(code)}`,
} as const;

/** Router state for links to /auth, so sign-in can return the user where they were (SPEC §2). */
export interface AuthRedirectState {
  from: string;
}
