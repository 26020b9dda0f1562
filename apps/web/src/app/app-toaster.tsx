import { useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { markToasterMounted } from '../lib/toast';
import {
  PHONE_MEDIA_QUERY,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_POSITION_PHONE,
  TOAST_VISIBLE_MAX,
} from '@fanclub/shared/limits';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isPhone = () => window.matchMedia(PHONE_MEDIA_QUERY).matches;

/**
 * Toasts at the top on phones (the bottom holds the tab bar and the main buttons), bottom-right
 * on wider screens. A swipe up or sideways dismisses one; the close button still works.
 * Loaded on demand by ToasterHost; toasts wait for it (lib/toast.ts).
 */
export function AppToaster() {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  // Runs after the Toaster's own effect has subscribed to sonner's toasts.
  useEffect(markToasterMounted, []);
  return (
    <Toaster
      position={phone ? TOAST_POSITION_PHONE : TOAST_POSITION}
      swipeDirections={phone ? ['top', 'left', 'right'] : ['right', 'bottom']}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 8px)' }}
      visibleToasts={TOAST_VISIBLE_MAX}
      duration={TOAST_DURATION_MS}
      theme="dark"
      richColors
      closeButton
    />
  );
}
