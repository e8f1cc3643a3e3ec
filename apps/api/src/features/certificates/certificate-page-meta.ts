// Link previews for /certificates/{code}: crawlers do not run JavaScript, so the server puts the Open Graph
// tags into index.html itself (lib/web.ts injects and escapes them). Revoked or unknown codes get none.
import { formatCertificateDate } from '@rooted/shared';
import type { PageMeta, PageMetaResolver } from '../../lib/page-meta';
import { findSharedCertificate } from './certificates.service';

const CERTIFICATE_PAGE = /^\/certificates\/([A-Za-z0-9_-]+)\/?$/;

export const certificatePageMeta: PageMetaResolver = async (c, pathname): Promise<PageMeta | null> => {
  const match = CERTIFICATE_PAGE.exec(pathname);
  if (!match) return null;
  const cert = await findSharedCertificate(c.get('deps').db, match[1]!);
  if (!cert) return null;
  const base = c.get('deps').env.publicUrl;
  const episodes = `${cert.episodeCount} ${cert.episodeCount === 1 ? 'episode' : 'episodes'}`;
  return {
    title: `${cert.recipientName} completed ${cert.seriesName}`,
    description: `A Rooted certificate: ${cert.recipientName} listened to all ${episodes} of ${cert.seriesName} (${cert.podcastName}), completed ${formatCertificateDate(cert.issuedAt)}.`,
    url: `${base}/certificates/${cert.code}`,
    image: `${base}/api/certificates/${cert.code}/image.png`,
    imageAlt: `Seedling certificate of completion for ${cert.seriesName}`,
  };
};
