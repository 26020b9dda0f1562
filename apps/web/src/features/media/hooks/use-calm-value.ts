import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changing at most once every `intervalMs` (the newest value once the interval is up):
 * what a live region reads out, so a screen reader is not flooded by a busy room's counts and
 * messages while the picture on screen follows every change.
 */
export function useCalmValue<T>(value: T, intervalMs: number): T {
  const [calm, setCalm] = useState(value);
  const lastChange = useRef(0);
  useEffect(() => {
    const wait = lastChange.current + intervalMs - Date.now();
    const update = () => {
      lastChange.current = Date.now();
      setCalm(value);
    };
    if (wait <= 0) {
      update();
      return;
    }
    const timer = window.setTimeout(update, wait);
    return () => window.clearTimeout(timer);
  }, [value, intervalMs]);
  return calm;
}
