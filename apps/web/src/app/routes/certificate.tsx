import { useParams } from 'react-router';
import { CertificateScreen } from '@/features/certificates';

/** /certificates/{code}: public verification for anyone, sharing controls for the owner (same page). */
export default function CertificatePage() {
  const { code = '' } = useParams();
  return <CertificateScreen key={code} code={code} />;
}
