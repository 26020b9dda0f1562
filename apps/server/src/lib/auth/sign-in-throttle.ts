import type { CounterStore } from '../counter-store';

/** Attempts one address may make at one account before it has to wait (ADR 010). */
export const FREE_TRIES = 5;
/** While the account is under a distributed attack, each address gets one try before waiting. */
const FREE_TRIES_UNDER_ATTACK = 1;
const FIRST_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = 60 * 60;
/** Attempts since the last success are remembered this long (then the address starts afresh). */
const PAIR_WINDOW_SECONDS = 24 * 60 * 60;
/** Failures of one account from all addresses that count as a distributed attack. */
const ACCOUNT_CEILING = 100;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** One address failing at many accounts (password spraying). */
const MAX_FAILURES_PER_IP = 20;
const IP_WINDOW_SECONDS = 15 * 60;

export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * Sign-in throttling that an attacker cannot turn against the owner (ADR 010).
 *
 * Counted per account AND address: after FREE_TRIES attempts from one address at one account,
 * each further attempt from there must wait, and the wait doubles with every attempt (one made
 * while waiting included), up to an hour. The owner elsewhere is not affected. An address failing
 * at many accounts is held back for 15 minutes. An account failing from very many addresses
 * (a botnet) only cuts every address's free tries to one: whoever types the right password
 * first time still gets in. Counters live in the CounterStore, so in Redis when scaled out.
 */
export function signInThrottle(counters: CounterStore, now: () => number = Date.now) {
  const account = (email: string) => email.trim().toLowerCase();
  const pairKey = (email: string, ip: string) => `signin:pair:${account(email)}:${ip}`;
  const lastKey = (email: string, ip: string) => `signin:pair-last:${account(email)}:${ip}`;
  const accountKey = (email: string) => `signin:acct:${account(email)}`;
  const ipKey = (ip: string) => `signin:ip:${ip}`;

  return {
    /**
     * Counts this attempt and answers null when it may go ahead, else how many seconds to wait.
     * Counting first (an atomic increment) means a burst of simultaneous guesses is counted too.
     */
    async attempt(email: string, ip: string): Promise<number | null> {
      const attempts = await counters.increment(pairKey(email, ip), PAIR_WINDOW_SECONDS);
      const [ipFailures, accountFailures, last] = await Promise.all([
        counters.count(ipKey(ip)),
        counters.count(accountKey(email)),
        counters.getJson<number>(lastKey(email, ip)),
      ]);
      if (ipFailures >= MAX_FAILURES_PER_IP) return IP_WINDOW_SECONDS;
      const free = accountFailures >= ACCOUNT_CEILING ? FREE_TRIES_UNDER_ATTACK : FREE_TRIES;
      if (attempts > free && last !== null) {
        const wait = Math.min(FIRST_WAIT_SECONDS * 2 ** (attempts - free - 1), MAX_WAIT_SECONDS);
        const waited = (now() - last) / 1000;
        if (waited < wait) return Math.ceil(wait - waited);
      }
      await counters.setJson(lastKey(email, ip), now(), PAIR_WINDOW_SECONDS);
      return null;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([
        counters.increment(accountKey(email), ACCOUNT_WINDOW_SECONDS),
        counters.increment(ipKey(ip), IP_WINDOW_SECONDS),
      ]);
    },
    /** The right password from this address: it starts afresh (other addresses keep their counts). */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await Promise.all([counters.reset(pairKey(email, ip)), counters.reset(lastKey(email, ip))]);
    },
  };
}
