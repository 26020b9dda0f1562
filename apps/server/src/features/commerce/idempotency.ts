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

/**
 * A checkout sent again with the key of one already placed (the answer was lost: a timeout, a
 * 503 after the commit, a double tap) gets that order's answer instead of a second order. Only
 * the same buyer may replay it.
 */
export function idempotentCheckout(repo: CommerceRepository, settlement: SettlementService) {
  async function replay(
    key: string,
    viewer: Viewer | null,
    email: string,
  ): Promise<OrderCreated | null> {
    const order = await repo.orderByIdempotencyKey(key);
    if (!order) return null;
    const sameBuyer = viewer
      ? order.userId === viewer.userId
      : order.userId === null && order.email === email;
    if (!sameBuyer) throw new HttpError(409, 'This checkout key belongs to another order.');
    if (order.status === 'paid' || order.status === 'shipped')
      return settlement.paidAnswer(order.id, order.totalCents);
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
   * Places an order once per key. `place` must store the key on the order it inserts; a second
   * request racing the first loses on the unique key and gets the first one's answer. `extend`
   * adds what a replayed answer needs beyond the order (the ticket id, say).
   */
  return async function once<T extends OrderCreated>(
    key: string | undefined,
    buyer: { viewer: Viewer | null; email: string },
    place: () => Promise<T>,
    extend: (prior: OrderCreated) => Promise<T>,
  ): Promise<T> {
    if (!key) return place();
    const prior = await replay(key, buyer.viewer, buyer.email);
    if (prior) return extend(prior);
    try {
      return await place();
    } catch (error) {
      if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
      const first = await replay(key, buyer.viewer, buyer.email);
      if (!first) throw error;
      return extend(first);
    }
  };
}
export type IdempotentCheckout = ReturnType<typeof idempotentCheckout>;
