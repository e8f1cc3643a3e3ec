// B captures a moment. Unlike space and the arrows, B means nothing to a button or a slider, so it works
// right after pressing a player button; it is left alone while typing, in an open menu or list (their
// type-ahead), with a modifier, or while a dialog is open.
import { useEffect } from 'react';

const TYPING_SELECTOR =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="listbox"], [role="option"], [role="menu"], [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

export function useCaptureShortcut(onCapture: (() => void) | null) {
  useEffect(() => {
    if (!onCapture) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'b' && event.key !== 'B') return;
      if (event.repeat || (event.target instanceof Element && event.target.closest(TYPING_SELECTOR))) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      event.preventDefault();
      onCapture();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCapture]);
}
