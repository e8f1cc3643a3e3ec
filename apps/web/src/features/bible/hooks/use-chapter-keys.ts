// Left/right arrow keys turn the page, as in most e-readers. Ignored while typing or with modifiers.
import { useEffect } from 'react';

export function useChapterKeys({ onPrevious, onNext }: { onPrevious?: () => void; onNext?: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"]')) return;
      if (event.key === 'ArrowLeft' && onPrevious) onPrevious();
      else if (event.key === 'ArrowRight' && onNext) onNext();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onPrevious, onNext]);
}
