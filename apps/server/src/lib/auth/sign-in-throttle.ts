import type { CounterStore } from '../counter-store';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 20;

export const TOO_MANY_ATTEMPTS =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Repeated wrong passwords lock sign-in for 15 minutes, counted per account (stops guessing one
 * password) and per IP (stops spraying many accounts). A success clears the account's count.
 */
export function signInThrottle(counters: CounterStore) {
  const accountKey = (email: string) => `signin:acct:${email.toLowerCase()}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;
  return {
    async isBlocked(email: string, ip: string): Promise<boolean> {
      const [account, address] = await Promise.all([
        counters.count(accountKey(email)),
        counters.count(ipKey(ip)),
      ]);
      return account >= MAX_FAILURES_PER_ACCOUNT || address >= MAX_FAILURES_PER_IP;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([
        counters.increment(accountKey(email), WINDOW_SECONDS),
        counters.increment(ipKey(ip), WINDOW_SECONDS),
      ]);
    },
    async recordSuccess(email: string): Promise<void> {
      await counters.reset(accountKey(email));
    },
  };
}
