// One date format for the certificate on the page, in the PNG and in the server's Open Graph image,
// in UTC so a server and a browser in different zones print the same day.
import { lazyDateFormat } from '../text/date-format';

const format = lazyDateFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatCertificateDate(iso: string): string {
  return format().format(new Date(iso));
}
