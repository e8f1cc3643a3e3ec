// Per-page <head> tags for link previews (Open Graph), filled in by the server because crawlers do not run
// the SPA. Everything is HTML-escaped here, once, whatever a resolver returns.
import type { Context } from 'hono';
import type { AppEnv } from './context';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt?: string;
}

/** Returns tags for the page at `pathname`, or null to serve index.html unchanged. */
export type PageMetaResolver = (c: Context<AppEnv>, pathname: string) => Promise<PageMeta | null>;

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderPageMeta(meta: PageMeta): string {
  const tag = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    tag('og:type', 'website'),
    tag('og:site_name', 'Rooted'),
    tag('og:title', meta.title),
    tag('og:description', meta.description),
    tag('og:url', meta.url),
    tag('og:image', meta.image),
    ...(meta.imageAlt ? [tag('og:image:alt', meta.imageAlt)] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

/** Puts the tags before </head> and the page title into <title>. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)} · Rooted</title>`)
    .replace('</head>', `  ${renderPageMeta(meta)}\n  </head>`);
}
