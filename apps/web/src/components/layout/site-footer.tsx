import { Bug } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const footerLinks = [
  { to: paths.features(), label: 'Features' },
  { to: paths.creator(), label: 'For Creators' },
  { to: paths.waitlist(), label: 'Waitlist' },
  { to: paths.downloads(), label: 'Downloads' },
];

interface SiteFooterProps {
  signedIn: boolean;
  onReportBug: () => void;
}

export function SiteFooter({ signedIn, onReportBug }: SiteFooterProps) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-page flex-col gap-5 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <p className="max-w-md text-sm text-muted-foreground">
          Audio content is property of the original creators. Other content created independently.
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* SPEC §2: only signed-in users may report bugs (the report is tied to their account). */}
          {signedIn && (
            <Button variant="outline" size="sm" data-testid="report-bug" onClick={onReportBug}>
              <Bug aria-hidden />
              Report a bug
            </Button>
          )}
        </div>
      </div>
    </footer>
  );
}
