/**
 * Ends the current task so the browser can paint and handle input before the next step runs.
 * A phone spends tens of milliseconds on each step of starting the app (reading the inlined
 * state, creating the router, hydrating); run back to back they make one long task that holds
 * a tap for their sum. `scheduler.yield()` where the browser has it (the continuation keeps its
 * priority), otherwise a message-channel turn, which unlike setTimeout(0) is never clamped.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Opens this origin's Web Storage in a task of its own. The first read of sessionStorage or
 * localStorage in a page waits for the browser to open the store (measured 2-12 ms on the
 * dev machine, longer on a phone's flash); the router reads sessionStorage when it is created
 * and the cart reads localStorage while hydrating, so otherwise that wait lands inside their
 * tasks. Storage that is blocked (privacy settings) throws; the readers handle that themselves.
 */
export function openWebStorage(): void {
  try {
    void window.sessionStorage.length;
    void window.localStorage.length;
  } catch {
    // Blocked storage: nothing to open.
  }
}
