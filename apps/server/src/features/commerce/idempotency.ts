import { isSettled } from '@fanclub/shared/order-status';
import { createHash } from 'node:crypto';
import type { OrderCreated } from '@fanclub/shared/schemas/commerce';
import { isUniqueViolation } from '../../lib/unique-violation';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { CommerceRepository } from './repository';
import type { SettlementService } from './settlement';

/** A client's Idempotency-Key: a random id per checkout attempt (the web app sends a UUID). */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

export const IDEMPOTENCY_CONSTRAINT = 'orders_idempotency_key_unique';

/** The header's value, or undefined when absent; a malformed key is a 400, not silently ignored. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new HttpError(
      400,
      'The Idempotency-Key header must be 16 to 100 letters, digits, dashes or underscores.',
    );
  }
  return header;
}

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different checkout. Nothing new was ordered; start a new checkout to place another order.';

// Card secrets are left out of the fingerprint: even hashed, a card number is guessable.
const NOT_FINGERPRINTED = new Set(['cardNumber', 'cvc', 'expDate']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((key) => !NOT_FINGERPRINTED.has(key))
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A fingerprint of what was asked for (`scope`: the route and its target), key order ignored. */
export function requestHash(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([scope, canonical(body)]))
    .digest('base64url');
}

/**
 * A checkout sent again with the key of one already placed (the answer was lost: a timeout, a
 * 503 after the commit, a double tap) gets that order's answer instead of a second order. Only
 * the same buyer may replay it.
 */
export function idempotentCheckout(repo: CommerceRepository, settlement: SettlementService) {
  async function replay(
    key: string,
    hash: string,
    viewer: Viewer | null,
    email: string,
  ): Promise<OrderCreated | null> {
    const order = await repo.orderByIdempotencyKey(key);
    if (!order) return null;
    const sameBuyer = viewer
      ? order.userId === viewer.userId
      : order.userId === null && order.email === email;
    if (!sameBuyer) throw new HttpError(409, 'This checkout key belongs to another order.');
    // A retry repeats its request exactly; another request under the same key is a client bug, not a retry.
    // (Orders placed before the fingerprint was kept have none and replay as before.)
    if (order.idempotencyHash !== null && order.idempotencyHash !== hash)
      throw new HttpError(422, KEY_REUSED);
    if (isSettled(order.status)) return settlement.paidAnswer(order.id, order.totalCents);
    if (order.status === 'pending') {
      const page = await settlement.pageFor(order.id);
      if (page.state === 'open')
        return {
          orderId: order.id,
          totalCents: order.totalCents,
          status: 'pending',
          url: page.url,
        };
      if (page.state === 'paid') return settlement.paidAnswer(order.id, order.totalCents);
      if (page.state === 'opening')
        throw new HttpError(409, 'This checkout is still being processed. Please wait a moment.');
    }
    throw new HttpError(409, 'This checkout has ended without payment. Please check out again.');
  }

  /**
   * Places an order once per key. `place` must store the key and `hash` (requestHash of the
   * request) on the order it inserts; a second request racing the first loses on the unique key
   * and gets the first one's answer. `extend` adds what a replayed answer needs beyond the order
   * (the ticket id, say).
   */
  return async function once<T extends OrderCreated>(
    key: string | undefined,
    buyer: { viewer: Viewer | null; email: string },
    hash: string,
    place: () => Promise<T>,
    extend: (prior: OrderCreated) => Promise<T>,
  ): Promise<T> {
    if (!key) return place();
    const prior = await replay(key, hash, buyer.viewer, buyer.email);
    if (prior) return extend(prior);
    try {
      return await place();
    } catch (error) {
      if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
      const first = await replay(key, hash, buyer.viewer, buyer.email);
      if (!first) throw error;
      return extend(first);
    }
  };
}
export type IdempotentCheckout = ReturnType<typeof idempotentCheckout>;
