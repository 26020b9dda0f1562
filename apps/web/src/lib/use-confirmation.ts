import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a button reads its done state ("Added ✓") before it returns to its label. */
export const CONFIRMATION_MS = 2_000;

/**
 * A button's in-place confirmation: the button itself says it worked, where the thumb is, instead
 * of only a toast somewhere else. Calling confirm again restarts the timer.
 */
export function useConfirmation(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const confirm = useCallback(() => {
    setShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(false), CONFIRMATION_MS);
  }, []);
  return [shown, confirm];
}
