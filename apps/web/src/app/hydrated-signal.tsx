import { useEffect } from 'react';

/**
 * Tells public/boot.js that the app has taken over the server-rendered page (or rendered the SPA
 * shell), so the clicks it held meanwhile can be replayed; browser tests wait for the same
 * attribute. Rendered on the server too (effects do not run there), so both trees match.
 */
export function HydratedSignal(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    document.dispatchEvent(new Event('app:hydrated'));
  }, []);
  return null;
}
