import type { CertificateView } from '@rooted/shared';
import { EyeOff, Globe, NotebookPen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUpdateCertificate } from '../api/certificates-api';

/** Owner-only controls: the public link on or off, and whether the 'what I learned' section is shown. */
export function CertificateSharing({ certificate }: { certificate: CertificateView }) {
  const update = useUpdateCertificate(certificate.code);
  const owner = certificate.owner;
  if (!owner) return null;
  return (
    <section aria-labelledby="certificate-sharing" className="rounded-xl border bg-card p-5 print:hidden">
      <h2 id="certificate-sharing" className="text-lg font-semibold">
        Sharing
      </h2>
      <p className="mt-1 text-sm text-muted-foreground" data-testid="certificate-share-state">
        {owner.shared
          ? 'Public link on: anyone with the link can see this certificate.'
          : 'Public link off: only you can see this certificate.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={owner.shared ? 'outline' : 'default'}
          disabled={update.isPending}
          onClick={() => update.mutate({ shared: !owner.shared })}
          data-testid="certificate-toggle-share"
        >
          {owner.shared ? <EyeOff aria-hidden /> : <Globe aria-hidden />}
          {owner.shared ? 'Revoke public link' : 'Turn public link on'}
        </Button>
        <Button
          variant="outline"
          disabled={update.isPending}
          aria-pressed={owner.includeLearned}
          onClick={() => update.mutate({ includeLearned: !owner.includeLearned })}
          data-testid="certificate-toggle-learned"
        >
          <NotebookPen aria-hidden />
          {owner.includeLearned ? "Hide 'What I learned'" : "Include 'What I learned'"}
        </Button>
      </div>
      {owner.includeLearned && !certificate.learnedText && (
        <p className="mt-2 text-sm text-muted-foreground">
          You have no reflections or notes for this series yet. Write some, then include the section again.
        </p>
      )}
      {owner.includeLearned && certificate.learnedText && (
        <p className="mt-2 text-sm text-muted-foreground">
          Taken from your own reflections and notes for this series when you chose to include it.
        </p>
      )}
    </section>
  );
}
