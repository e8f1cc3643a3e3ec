import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page, PageHeader } from './page';

interface PlaceholderPageProps {
  title: string;
  /** The browser tab's title when it should differ from the heading (e.g. a greeting). */
  documentTitle?: string;
  description: ReactNode;
  icon: LucideIcon;
  children?: ReactNode;
}

/**
 * A page whose feature has not landed yet: a real heading and one line on what it will hold, so
 * navigation, titles and tests work today. Each route file using it is replaced by its feature's page.
 */
export function PlaceholderPage({
  title,
  documentTitle,
  description,
  icon: Icon,
  children,
}: PlaceholderPageProps) {
  return (
    <Page>
      <title>{`${documentTitle ?? title} · Rooted`}</title>
      <span
        className="mb-5 grid size-12 place-items-center rounded-xl bg-secondary text-secondary-foreground"
        aria-hidden
      >
        <Icon className="size-6" />
      </span>
      <PageHeader title={title} description={description} />
      {children}
    </Page>
  );
}
