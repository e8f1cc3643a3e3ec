// Keyboard study: Space or Enter shows the answer, 1-4 rate it (Again, Hard, Good, Easy).
import type { StudyRating } from '@rooted/shared';
import { useEffect, useRef } from 'react';

interface StudyKeysOptions {
  enabled: boolean;
  revealed: boolean;
  onReveal: () => void;
  onRate: (rating: StudyRating) => void;
}

export function useStudyKeys(current: StudyKeysOptions) {
  // One listener for the page's life, always reading the latest state.
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => handleKey(event, latest.current);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

function handleKey(event: KeyboardEvent, options: StudyKeysOptions) {
  if (!options.enabled || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement | null;
  // Typing in a field (the search dialog, say) is not studying.
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]'))
    return;
  if (!options.revealed && (event.key === ' ' || event.key === 'Enter')) {
    // Enter on a focused button already clicks it; only handle it when nothing else would.
    if (event.key === 'Enter' && target?.closest('button, a')) return;
    event.preventDefault();
    options.onReveal();
  } else if (options.revealed && ['1', '2', '3', '4'].includes(event.key)) {
    event.preventDefault();
    options.onRate(Number(event.key) as StudyRating);
  }
}
