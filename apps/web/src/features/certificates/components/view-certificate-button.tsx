import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { seriesCertificateQueryOptions } from '../api/certificates-api';

/** 'View certificate' once the server has issued one for this series; nothing otherwise. */
export function ViewCertificateButton({
  userId,
  seriesId,
  className,
}: {
  userId: string;
  seriesId: string;
  className?: string;
}) {
  const { data: certificate } = useQuery(seriesCertificateQueryOptions(userId, seriesId));
  if (!certificate) return null;
  return (
    <Button asChild variant="secondary" className={className}>
      <Link to={paths.certificate(certificate.code)} data-testid="view-certificate">
        <Award aria-hidden /> View certificate
      </Link>
    </Button>
  );
}
