import { formatCertificateDate, type CertificateView } from '@rooted/shared';
import { BadgeCheck, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** The facts in plain text beside the image: what a visitor checks when verifying the link. */
export function CertificateDetails({ certificate }: { certificate: CertificateView }) {
  const rows: [string, string][] = [
    ['Awarded to', certificate.recipientName],
    ['Series', certificate.seriesName],
    ['Podcast', certificate.podcastName],
    ['Episodes', String(certificate.episodeCount)],
    ['Completed', formatCertificateDate(certificate.issuedAt)],
  ];
  return (
    <section aria-labelledby="certificate-facts" className="rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="certificate-facts" className="flex items-center gap-2 text-lg font-semibold">
          <BadgeCheck className="size-5 text-success" aria-hidden /> Verified by Rooted
        </h2>
        {certificate.supporter && (
          <Badge variant="secondary" data-testid="certificate-supporter-badge">
            <Star aria-hidden /> Supporter
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">Issued by Rooted when every episode of the series was complete.</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="certificate-facts">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {certificate.learnedText && (
        <figure className="mt-4 border-l-2 border-success/60 pl-3">
          <figcaption className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            What I learned
          </figcaption>
          <blockquote className="mt-1 font-serif italic" data-testid="certificate-learned">
            {certificate.learnedText}
          </blockquote>
        </figure>
      )}
    </section>
  );
}
