// Keyboard: space toggles play when no input has focus; arrow keys seek (left 10 s back, right 30 s on).
import { useEffect } from 'react';
import type { PlayerContextValue } from '../player-context';

// Where space or arrows already mean something (typing, pressing a button, moving a slider), leave them be.
const OWN_KEYS_SELECTOR =
  'input, textarea, select, button, a[href], summary, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="textbox"], [role="menuitem"], [role="option"], [role="tab"], [role="combobox"], [role="listbox"]';

export function keyBelongsToFocusedElement(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest(OWN_KEYS_SELECTOR);
}

export function usePlayerShortcuts(
  player: Pick<PlayerContextValue, 'currentEpisode' | 'togglePlay' | 'skipBack' | 'skipForward'>,
) {
  const { currentEpisode, togglePlay, skipBack, skipForward } = player;
  useEffect(() => {
    if (!currentEpisode) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (keyBelongsToFocusedElement(event.target)) return;
      // An open dialog owns the keyboard.
      if (
        document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')
      )
        return;
      if (event.key === ' ' || event.code === 'Space') togglePlay();
      else if (event.key === 'ArrowLeft') skipBack();
      else if (event.key === 'ArrowRight') skipForward();
      else return;
      event.preventDefault(); // no page scroll for space
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [currentEpisode, togglePlay, skipBack, skipForward]);
}
