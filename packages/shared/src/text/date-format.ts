// Date formatters are made on first use, never while a module loads. The first Intl.DateTimeFormat a page
// makes costs 60-90 ms of main thread on a slow 2-core machine (the locale's ICU data; issue 13), and many
// pages import a date helper without ever showing a date (the Bible chapter, for one). Shared: the server
// formats the certificate date with it too.

/** `new Intl.DateTimeFormat(locale, options)`, made by the first call and reused after that. */
export function lazyDateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
