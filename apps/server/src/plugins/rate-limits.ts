import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { clientKey } from '../lib/client-address';
import type { CounterStore } from '../lib/counter-store';
import { HttpError } from './errors';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits on what an anonymous script could otherwise repeat at will (order mails to any
 * address, stock drained, verification mails, chat floods, push sign-ups). Counted per client
 * address and per e-mail address (the one the mail goes to, or the signed-in member's), in a
 * fixed window. Chosen far above anything a real fan does: a fan buys a few things a day, signs
 * up once, asks for a mail or two, chats a message every few seconds at most.
 */
export const LIMITS = {
  orders: { windowMs: HOUR, perIp: 60, perEmail: 20, text: 'tooManyOrders' },
  signUp: { windowMs: HOUR, perIp: 20, perEmail: 5, text: 'tooManySignUps' },
  accountMail: {
    windowMs: HOUR,
    perIp: 20,
    perEmail: 5,
    text: 'tooManyAccountMails',
  },
  chat: {
    windowMs: MINUTE,
    perIp: 300,
    perEmail: 60,
    text: 'sendingTooFast',
  },
  push: {
    windowMs: HOUR,
    perIp: 60,
    perEmail: 20,
    text: 'tooManyPushSignUps',
  },
  // The club (issue 29): perEmail is the signed-in member's address, so "per member".
  communityPost: {
    windowMs: HOUR,
    perIp: 60,
    perEmail: 20,
    text: 'postingTooOften',
  },
  communityComment: {
    windowMs: MINUTE,
    perIp: 120,
    perEmail: 30,
    text: 'commentingTooFast',
  },
  // Issue 31: each try tells whether an address is a member's; far above handing out a few tickets.
  ticketTransfer: {
    windowMs: HOUR,
    perIp: 60,
    perEmail: 20,
    text: 'tooManyTicketTransfers',
  },
  // Priority support (issue 30): far above a member's real conversation, far below a flood.
  support: {
    windowMs: HOUR,
    perIp: 60,
    perEmail: 20,
    text: 'supportTooFast',
  },
  // Issue 33: a gift mails a stranger's address (bought or resent); an invitation is a password set.
  gifts: {
    windowMs: HOUR,
    perIp: 30,
    perEmail: 10,
    text: 'tooManyGiftMails',
  },
  memberInvite: {
    windowMs: HOUR,
    perIp: 20,
    perEmail: 10,
    text: 'tooManyTries',
  },
} as const;
export type LimitName = keyof typeof LIMITS;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one request against a limit (per client address and per e-mail given); throws 429 when over. */
    abuseLimit(
      name: LimitName,
      req: FastifyRequest,
      reply: FastifyReply,
      emails?: (string | null | undefined)[],
    ): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Which abuse limit this route counts against (see LIMITS). */
    abuseLimit?: LimitName;
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over the app's CounterStore: Redis when REDIS_URL is set
 * (every process shares the counts), and this process's memory without it or while Redis is
 * down, so a Redis outage loosens the limits a little but never fails a request. A window starts
 * with its first request (one atomic increment); its start is kept beside it for retry-after.
 */
function counterStoreFor(counters: CounterStore, now: () => number) {
  const count = async (key: string, windowMs: number, max: number) => {
    const windowSeconds = Math.max(1, Math.ceil(windowMs / 1000));
    const current = await counters.increment(`rl:${key}`, windowSeconds);
    if (current === 1) await counters.setJson(`rl-start:${key}`, now(), windowSeconds);
    // Only a refused request needs to know when its window ends.
    const start = current > max ? await counters.getJson<number>(`rl-start:${key}`) : null;
    return {
      current,
      ttl: start === null ? windowMs : Math.max(1000, start + windowSeconds * 1000 - now()),
    };
  };
  return class CounterRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      count(key, timeWindow, max)
        .then((result) => callback(null, result))
        .catch((error: unknown) => callback(error as Error));
    }
    child() {
      return this;
    }
  };
}

/** The e-mail address in a request body, if it has one. */
export function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.includes('@') ? email.trim().toLowerCase() : null;
}

/** The values of a 429 text's wait: seconds below a minute ('45 seconds'), else whole minutes up. */
export function waitValues(seconds: number): { minutes: number; seconds: number } {
  return { minutes: seconds < 60 ? 0 : Math.ceil(seconds / 60), seconds };
}

/**
 * Registers @fastify/rate-limit (nothing global) and `app.abuseLimit`. Routes opt in with
 * `config: { abuseLimit: 'orders' }`; the auth wrapper calls `app.abuseLimit` itself.
 * `factor` multiplies every limit (RATE_LIMIT_FACTOR; the test suites raise it).
 */
export const rateLimitsPlugin = fp<{ factor: number; now?: () => number }>(
  async (app, { factor, now = Date.now }) => {
    await app.register(rateLimit, { global: false, store: counterStoreFor(app.counters, now) });
    type Check = ReturnType<typeof app.createRateLimit>;
    /** The request as the limiter sees it: the real one, plus the key to count under. */
    type Keyed = FastifyRequest & { abuseKey: string };
    const checks = new Map<string, Check>();
    const check = (name: LimitName, dimension: 'ip' | 'email', max: number): Check => {
      const id = `${name}:${dimension}`;
      let limiter = checks.get(id);
      if (!limiter) {
        limiter = app.createRateLimit({
          max: max * factor,
          timeWindow: LIMITS[name].windowMs,
          keyGenerator: (req) => `${id}:${(req as Keyed).abuseKey}`,
        });
        checks.set(id, limiter);
      }
      return limiter;
    };

    app.decorate(
      'abuseLimit',
      async (
        name: LimitName,
        req: FastifyRequest,
        reply: FastifyReply,
        emails: (string | null | undefined)[] = [],
      ) => {
        const limit = LIMITS[name];
        const addresses = new Set(
          emails.filter((e): e is string => !!e).map((e) => e.trim().toLowerCase()),
        );
        const dimensions: ['ip' | 'email', string, number][] = [
          // An IPv6 /64 is one client (clientKey), as everywhere else an address is counted.
          ['ip', clientKey(req.ip), limit.perIp],
          ...[...addresses].map((e): ['email', string, number] => ['email', e, limit.perEmail]),
        ];
        for (const [dimension, abuseKey, max] of dimensions) {
          const result = await check(
            name,
            dimension,
            max,
          )(Object.create(req, { abuseKey: { value: abuseKey } }) as Keyed);
          if (result.isAllowed || !result.isExceeded) continue;
          const wait = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(wait));
          throw HttpError.text(429, limit.text, waitValues(wait));
        }
      },
    );

    // Routes that name a limit count against it before their handler runs, per address and per
    // e-mail: the one in the body (where an order's mail goes) and the signed-in member's.
    app.addHook('onRoute', (route: RouteOptions) => {
      const name = route.config?.abuseLimit;
      if (!name) return;
      const hook = async (req: FastifyRequest, reply: FastifyReply) =>
        app.abuseLimit(name, req, reply, [emailOf(req.body), req.viewer?.email]);
      route.preHandler = [
        ...(Array.isArray(route.preHandler)
          ? route.preHandler
          : route.preHandler
            ? [route.preHandler]
            : []),
        hook,
      ];
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
