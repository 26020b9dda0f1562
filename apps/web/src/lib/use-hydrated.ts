import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the app runs the page.
 * Server-rendered fields are read-only until then: what someone typed into them before would be
 * reset by hydration (React does not adopt the DOM's value into state).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
