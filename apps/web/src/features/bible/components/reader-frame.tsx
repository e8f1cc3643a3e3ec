import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';

/** The page frame with a reading column: about 70 characters per line at the reading size. */
export function ReaderFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <div className="mx-auto w-full max-w-[46rem]">{children}</div>
    </Page>
  );
}
