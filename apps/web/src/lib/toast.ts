// Toasts without sonner in the first load: sonner is 6 KB gzip that no screen needs to paint or
// to hydrate, so it is fetched the first time the app shows a toast (docs/decisions/015-toasts-on-demand.md).
// `toast`, `toast.success`, `toast.error` and `toast.info` take sonner's own arguments.
//
// A toast waits until the Toaster is on the page (ToasterHost mounts it once sonner is asked
// for), so its live region exists before the first message arrives and screen readers read it.
import type * as Sonner from 'sonner';

type Message = Parameters<typeof Sonner.toast>[0];
type ExternalToast = Sonner.ExternalToast;
type Kind = 'default' | 'success' | 'error' | 'info';

let sonner: Promise<typeof Sonner> | null = null;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
const listeners = new Set<() => void>();

/** Starts fetching sonner (once); ToasterHost renders the Toaster when it has arrived. */
export function loadSonner(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((notify) => notify());
  }
  return sonner;
}

/** Whether anything has asked for toasts yet (read by ToasterHost). */
export function sonnerRequested(): boolean {
  return sonner !== null;
}

export function onSonnerRequested(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Called by the Toaster's wrapper once it is on the page. */
export function markToasterMounted(): void {
  toasterMounted();
}

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  void Promise.all([loadSonner(), toasterReady])
    .then(([{ toast }]) => {
      if (kind === 'default') toast(message, options);
      else toast[kind](message, options);
    })
    // Only when sonner's file could not be fetched (offline before it was ever cached).
    .catch(console.error);
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show('default', message, options),
  {
    success: (message: Message, options?: ExternalToast) => show('success', message, options),
    error: (message: Message, options?: ExternalToast) => show('error', message, options),
    info: (message: Message, options?: ExternalToast) => show('info', message, options),
  },
);
