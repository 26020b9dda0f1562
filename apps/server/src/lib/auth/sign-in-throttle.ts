import type { CounterStore } from '../counter-store';
import { clientKey } from '../client-address';
import { HttpError } from '../../plugins/errors';

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
export const MAX_FAILURES_PER_IP = 20;
const IP_WINDOW_SECONDS = 15 * 60;

/** The 429 of a sign-in that must wait, in whole minutes, in the reader's language. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return HttpError.text(429, 'tooManySignInAttempts', { minutes });
}

/** Seconds an attempt let through may take to be judged before its reservation lapses by itself. */
const IN_FLIGHT_SECONDS = 60;

/**
 * Sign-in throttling that an attacker cannot turn against the owner (ADR 010).
 *
 * Counted per account AND address: after FREE_TRIES failures from one address at one account,
 * each further attempt from there must wait, and the wait doubles with every attempt (one made
 * while waiting included), up to an hour. The owner elsewhere is not affected. An address failing
 * at many accounts is held back for 15 minutes. An account failing from very many addresses
 * (a botnet) only cuts every address's free tries to one: whoever types the right password
 * first time still gets in. Counters live in the CounterStore, so in Redis when scaled out.
 *
 * What is kept (ADR 010, "What the throttle keeps"): failures, and attempts refused while
 * waiting, for 24 hours; an attempt let through is only reserved, briefly, until the caller
 * judges it with recordFailure, recordSuccess or release. A blocked address writes nothing.
 * Addresses are counted by clientKey (an IPv6 /64 is one address).
 */
export function signInThrottle(counters: CounterStore, now: () => number = Date.now) {
  const account = (email: string) => email.trim().toLowerCase();
  const pair = (email: string, ip: string) => `${account(email)}:${clientKey(ip)}`;
  const pairKey = (email: string, ip: string) => `signin:pair:${pair(email, ip)}`;
  const lastKey = (email: string, ip: string) => `signin:pair-last:${pair(email, ip)}`;
  const inFlightKey = (email: string, ip: string) => `signin:pair-flight:${pair(email, ip)}`;
  const accountKey = (email: string) => `signin:acct:${account(email)}`;
  const ipKey = (ip: string) => `signin:ip:${clientKey(ip)}`;

  /** The wait before the n-th attempt of a pair, in seconds (0 within the free tries). */
  const waitBefore = (n: number, free: number) =>
    n <= free ? 0 : Math.min(FIRST_WAIT_SECONDS * 2 ** (n - free - 1), MAX_WAIT_SECONDS);
  /**
   * Seconds still to wait before the n-th attempt, counted from the last one let through (none
   * yet, as after a burst refused while its first tries were in flight: the next one goes).
   */
  const left = (n: number, free: number, last: number | null) =>
    last === null ? 0 : Math.ceil(waitBefore(n, free) - (now() - last) / 1000);

  return {
    /**
     * Answers null when this attempt may go ahead (the caller must then judge it: recordFailure,
     * recordSuccess or release), else how many seconds to wait. Refused attempts are counted.
     * `knownDevice`: the browser proved it signed in to this account before (known-device.ts).
     */
    async attempt(
      email: string,
      ip: string,
      { knownDevice = false }: { knownDevice?: boolean } = {},
    ): Promise<number | null> {
      const [ipFailures, accountFailures, counted, last] = await Promise.all([
        counters.count(ipKey(ip)),
        counters.count(accountKey(email)),
        counters.count(pairKey(email, ip)),
        counters.getJson<number>(lastKey(email, ip)),
      ]);
      // Blocked already: answered from what is there, nothing new is written. A browser that has
      // signed in to this account before is not held back with its address (ADR 024).
      if (ipFailures >= MAX_FAILURES_PER_IP && !knownDevice) return IP_WINDOW_SECONDS;
      const free = accountFailures >= ACCOUNT_CEILING ? FREE_TRIES_UNDER_ATTACK : FREE_TRIES;
      const refuse = async (n: number, lastLetThrough: number | null) => {
        // This attempt counts (the next wait doubles); its pair has failed or has tries in flight.
        const m = await counters.increment(pairKey(email, ip), PAIR_WINDOW_SECONDS);
        const wait = left(Math.max(n, m), free, lastLetThrough);
        return wait > 0 ? wait : waitBefore(Math.max(n, m), free);
      };
      if (left(counted + 1, free, last) > 0) return refuse(counted + 1, last);

      // It may go ahead: reserve it, then look again. Reserving before re-reading means that of
      // attempts racing each other, each sees every other one either as a failure already
      // recorded or as a reservation, so together they never get past the free tries.
      const inFlight = await counters.increment(inFlightKey(email, ip), IN_FLIGHT_SECONDS);
      const [countedNow, lastNow] = await Promise.all([
        counters.count(pairKey(email, ip)),
        counters.getJson<number>(lastKey(email, ip)),
      ]);
      const n = countedNow + inFlight;
      if (n <= free) return null;
      // Past the free tries only one attempt at a time goes ahead, once its wait is over; the
      // wait restarts when it is let through.
      if (inFlight === 1 && left(n, free, lastNow) <= 0) {
        await counters.setJson(lastKey(email, ip), now(), PAIR_WINDOW_SECONDS);
        return null;
      }
      await counters.decrement(inFlightKey(email, ip));
      return refuse(n, inFlight === 1 ? lastNow : null);
    },
    /** The attempt let through failed: it counts for the pair, the account and the address. */
    async recordFailure(email: string, ip: string): Promise<void> {
      // Counted before the reservation is released, so no racing attempt sees neither.
      await Promise.all([
        counters.increment(pairKey(email, ip), PAIR_WINDOW_SECONDS),
        counters.setJson(lastKey(email, ip), now(), PAIR_WINDOW_SECONDS),
        counters.increment(accountKey(email), ACCOUNT_WINDOW_SECONDS),
        counters.increment(ipKey(ip), IP_WINDOW_SECONDS),
      ]);
      await counters.decrement(inFlightKey(email, ip));
    },
    /** The right password from this address: it starts afresh (other addresses keep their counts). */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await Promise.all([
        counters.reset(pairKey(email, ip)),
        counters.reset(lastKey(email, ip)),
        counters.reset(inFlightKey(email, ip)),
      ]);
    },
    /** The attempt let through was neither (unconfirmed e-mail, an error): nothing is counted. */
    async release(email: string, ip: string): Promise<void> {
      await counters.decrement(inFlightKey(email, ip));
    },
  };
}
