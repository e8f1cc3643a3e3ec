// Dialogs a page needs only after a click (add a flashcard, cross references, edit an episode): their
// code (Radix dialog, forms, selects) stays out of the page's first load (issue 13). The chunk is
// fetched once the page has loaded and the browser is idle, so the first click rarely waits for it;
// once opened the dialog stays mounted, so closing animates and keeps focus handling as before.
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenLoadedAndIdle } from './after-load';

export function lazyUntilOpen<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null; // offline or a stale deploy: the next open tries again
        throw error;
      },
    ));
  const Dialog = lazy(loadOnce);
  return function LazyUntilOpen(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    useEffect(() => {
      void whenLoadedAndIdle()
        .then(loadOnce)
        .catch(() => undefined);
    }, []);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
