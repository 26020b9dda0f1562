import type { LiveServerMessage } from '@fanclub/shared/schemas/live';

type Listener = (message: LiveServerMessage) => void;
const listeners = new Set<Listener>();

/**
 * Everything the live socket receives, for screens other than the one that opened it (the chat
 * panel listens here), so one tab keeps one socket however many parts of the page need it.
 */
export function subscribeLiveMessages(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dispatchLiveMessage(message: LiveServerMessage): void {
  for (const listener of listeners) listener(message);
}
