import { certificateSvg, formatCertificateDate, type PublicCertificate } from '@rooted/shared';
import { useMemo } from 'react';

/** The certificate itself: the same SVG the PNG download and the link preview use, shown as an image. */
export function CertificateImage({ certificate, verifyUrl }: { certificate: PublicCertificate; verifyUrl: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(certificateSvg(certificate, { verifyUrl }))}`,
    [certificate, verifyUrl],
  );
  const alt = [
    `Certificate of completion for ${certificate.recipientName}`,
    `series ${certificate.seriesName} from ${certificate.podcastName}`,
    `${certificate.episodeCount} episodes, completed ${formatCertificateDate(certificate.issuedAt)}`,
    certificate.supporter ? 'Supporter' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={800}
      data-testid="certificate-image"
      className="certificate-print h-auto w-full rounded-xl border bg-[#fbf9f3] shadow-sm"
    />
  );
}
