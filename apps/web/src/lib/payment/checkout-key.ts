// One Idempotency-Key per checkout attempt: if the answer to a paid checkout is lost (a dropped
// connection, a 503 after the order was saved) and the buyer taps again, the server returns the
// first order instead of placing a second one.
import { useRef } from 'react';

/** 128 random bits as hex; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The current attempt's key and a way to start a new attempt (after a completed purchase). */
export function useCheckoutKey(): { headers: () => Record<string, string>; renew: () => void } {
  const key = useRef<string | null>(null);
  return {
    headers: () => {
      key.current ??= randomKey();
      return { 'idempotency-key': key.current };
    },
    renew: () => {
      key.current = null;
    },
  };
}
