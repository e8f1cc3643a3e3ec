import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs` (SPEC §4: the search runs on an 800 ms pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
