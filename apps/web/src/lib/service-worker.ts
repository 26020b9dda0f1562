/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so it
 * never competes with the first render for the network. Production builds only: in dev, Vite
 * serves modules the worker knows nothing about.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed; the app works without it.', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
