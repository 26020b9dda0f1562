// How a screen's route waits for its texts: in the browser, the active language's namespaces are
// loaded with the screen's code (start-app.tsx sets the loader); on the server every namespace is
// already loaded, so the default does nothing.
import type { Namespace } from './translator';

let loader: (namespaces: readonly Namespace[]) => Promise<void> = () => Promise.resolve();

export function setRouteMessagesLoader(load: typeof loader): void {
  loader = load;
}

export function loadRouteMessages(namespaces: readonly Namespace[]): Promise<void> {
  return loader(namespaces);
}
