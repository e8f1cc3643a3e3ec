import { certificateSvg, type CertificateView } from '@rooted/shared';
import { Download, FileText, Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { certificateFilename, saveBlob, svgToPngBlob } from '../lib/download-png';

/** Copy link, PNG and PDF. Anyone viewing a certificate may keep a copy; the owner decides who can view it. */
export function CertificateActions({ certificate, verifyUrl }: { certificate: CertificateView; verifyUrl: string }) {
  const [busy, setBusy] = useState(false);
  const linkVisible = !certificate.owner || certificate.owner.shared;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(verifyUrl);
      toast.success('Link copied', { description: 'Anyone with the link can verify this certificate.' });
    } catch {
      toast.error('Could not copy the link', { description: verifyUrl });
    }
  }

  async function downloadPng() {
    setBusy(true);
    try {
      const blob = await svgToPngBlob(certificateSvg(certificate, { verifyUrl }));
      saveBlob(blob, certificateFilename(certificate.seriesName, 'png'));
    } catch (error) {
      toast.error('Could not create the PNG', { description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {linkVisible && (
        <Button variant="outline" onClick={() => void copyLink()} data-testid="certificate-copy-link">
          <Link2 aria-hidden /> Copy link
        </Button>
      )}
      <Button variant="outline" onClick={() => void downloadPng()} disabled={busy} data-testid="certificate-download-png">
        <Download aria-hidden /> Download PNG
      </Button>
      {/* The server renders the PDF from the same SVG; printing the page still works through the print stylesheet. */}
      <Button variant="outline" asChild data-testid="certificate-download-pdf">
        <a href={`/api/certificates/${encodeURIComponent(certificate.code)}/certificate.pdf`} download>
          <FileText aria-hidden /> Download PDF
        </a>
      </Button>
    </div>
  );
}
