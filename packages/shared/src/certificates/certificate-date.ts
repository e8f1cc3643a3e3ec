// One date format for the certificate on the page, in the PNG and in the server's Open Graph image,
// in UTC so a server and a browser in different zones print the same day. The formatter is made on
// first use: a first Intl formatter costs tens of milliseconds of a browser's main thread (issue 13).
let format: Intl.DateTimeFormat | undefined;

export function formatCertificateDate(iso: string): string {
  format ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return format.format(new Date(iso));
}
