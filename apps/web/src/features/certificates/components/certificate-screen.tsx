import { useQuery } from '@tanstack/react-query';
import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/catalog/load-state';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { certificateQueryOptions } from '../api/certificates-api';
import { CertificateActions } from './certificate-actions';
import { CertificateDetails } from './certificate-details';
import { CertificateImage } from './certificate-image';
import { CertificateSharing } from './certificate-sharing';
import './certificate-print.css';

/** /certificates/{code}: the owner's certificate with sharing controls, or the public verification view. */
export function CertificateScreen({ code }: { code: string }) {
  const { data: certificate, isPending, error } = useQuery(certificateQueryOptions(code));
  if (isPending) {
    return (
      <Page>
        <ListSkeleton rows={3} />
      </Page>
    );
  }
  if (!certificate) {
    const missing = isApiError(error, 404);
    return (
      <Page className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-center" data-testid="certificate-missing">
        <title>Certificate not found · Rooted</title>
        <Sprout className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-semibold">{missing ? 'Certificate not found' : 'Could not load the certificate'}</h1>
        <p className="max-w-md text-muted-foreground">
          {missing
            ? 'This link is not valid, or its owner has turned the public link off.'
            : 'Please check your connection and try again.'}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.seriesList()}>Browse series</Link>
        </Button>
      </Page>
    );
  }
  const verifyUrl = `${window.location.origin}${paths.certificate(certificate.code)}`;
  return (
    <Page data-testid="certificate-page">
      <title>{`${certificate.recipientName} completed ${certificate.seriesName} · Rooted`}</title>
      <div className="mb-6 flex flex-col gap-1 print:hidden">
        <p className="text-sm font-medium text-muted-foreground">{certificate.owner ? 'Your certificate' : 'Certificate'}</p>
        <h1 className="text-3xl font-semibold tracking-tight">{certificate.seriesName}</h1>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <CertificateImage certificate={certificate} verifyUrl={verifyUrl} />
          <CertificateActions certificate={certificate} verifyUrl={verifyUrl} />
        </div>
        <div className="flex flex-col gap-4 print:hidden">
          <CertificateDetails certificate={certificate} />
          <CertificateSharing certificate={certificate} />
          {certificate.owner && (
            <Button asChild variant="ghost" className="self-start">
              <Link to={paths.series(certificate.owner.seriesId)}>Back to the series</Link>
            </Button>
          )}
        </div>
      </div>
    </Page>
  );
}
