import { createHmac, randomBytes } from 'node:crypto';

/** A fresh seed for one draw: 32 random bytes, hex. It is kept with the draw and in the audit log. */
export const newDrawSeed = (): string => randomBytes(32).toString('hex');

/**
 * The draw's order, which anyone holding the seed and the entrants can recompute: each member id
 * gets HMAC-SHA256(seed, member id) and the list is sorted by it (then by id, for a tie that
 * cannot happen in practice). The input order does not matter, so no database order leaks in.
 */
export function drawOrder(seed: string, memberIds: readonly string[]): string[] {
  const key = Buffer.from(seed, 'hex');
  return [...memberIds]
    .map((id) => ({ id, mark: createHmac('sha256', key).update(id).digest('hex') }))
    .sort((a, b) => (a.mark === b.mark ? cmp(a.id, b.id) : cmp(a.mark, b.mark)))
    .map((e) => e.id);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
