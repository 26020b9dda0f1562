import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { loadSonner, onSonnerRequested, sonnerRequested } from '../lib/toast';

/** Most toasts answer a tap or a key: fetching sonner at the first one hides its fetch. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Puts the Toaster on the page once the app first asks for a toast (lib/toast.ts): sonner stays
 * out of the first load. Nothing is rendered on the server or before that first toast. Loaded
 * with a plain import rather than React.lazy: Suspense holds a revealed boundary back by a timer,
 * which would delay the very first toast further.
 */
export function ToasterHost() {
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested, () => false);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (requested) return;
    const load = () => void loadSonner();
    const options = { capture: true, passive: true, once: true };
    FIRST_INPUT_EVENTS.forEach((type) => window.addEventListener(type, load, options));
    return () =>
      FIRST_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, load, options));
  }, [requested]);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    import('./app-toaster')
      .then((module) => {
        if (current) setToaster(() => module.AppToaster);
      })
      .catch((error: unknown) => console.error('the toaster could not be loaded', error));
    return () => {
      current = false;
    };
  }, [requested]);
  return Toaster ? <Toaster /> : null;
}
