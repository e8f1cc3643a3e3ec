// In-app URLs of search results (SPEC §2). Kept beside the search feature: the web's config/paths.ts
// builds the same shapes, and the API test checks them.
import type { Book } from '@rooted/shared';

const seg = (value: string | number) => encodeURIComponent(String(value));

export const searchLinks = {
  episode: (id: string) => `/episodes/${seg(id)}`,
  topic: (id: string) => `/topics/${seg(id)}`,
  recap: (id: string) => `/recaps/${seg(id)}`,
  /** SPEC §2: /bible/{translation}/{book}/{chapter}?highlight={verse}; no highlight for a whole chapter. */
  bible: (translation: string, book: Book, chapter: number, verse?: number | null) =>
    `/bible/${seg(translation)}/${seg(book.slug)}/${chapter}${verse ? `?highlight=${verse}` : ''}`,
};

/** ILIKE pattern for a literal substring: %, _ and \ in the query match themselves. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
