// Merch drops (issue 30) at the two doors: the cart (PUT /api/cart, the sign-in merge) and the
// order (checkout), with the shared rules of shared/drops.ts. A line may be kept in a cart the
// member may no longer buy from (a downgrade must not lock the cart), but never bought.
import type { DropRule, DropVerdict } from '@fanclub/shared/drops';
import { dropLimitMessage, dropRefusal, dropVerdict } from '@fanclub/shared/drops';
import type { StoredCartLine } from '../../db/schema/commerce';
import { HttpError } from '../../plugins/errors';
import { saleMoment } from '../../lib/i18n/moments';
import type { Viewer } from '../../plugins/viewer';
import type { ResolvedLine } from './cart-lines';
import type { OrderWrites } from './repository';

const STATUS: Record<Exclude<DropVerdict, 'ok'>, number> = {
  'not-yet': 409,
  'sign-in': 401,
  tier: 403,
};

/** A drop's lines folded per product (a drop may come in sizes); ordinary products are left out. */
export function dropsIn(lines: readonly ResolvedLine[]) {
  const byProduct = new Map<number, { drop: DropRule; quantity: number }>();
  for (const line of lines) {
    const { drop } = line;
    if (!drop.requiredTier && !drop.dropsAt && drop.perMemberLimit === null) continue;
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, { drop, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return byProduct;
}

/** Throws the refusal of one drop for this viewer now: not yet, below its tier, or a guest. */
export function refuseUnlessOpen(viewer: Viewer | null, drop: DropRule, now: Date) {
  const verdict = dropVerdict(viewer, drop, now);
  if (verdict === 'ok') return;
  if (verdict === 'not-yet' && drop.dropsAt)
    throw HttpError.text(STATUS[verdict], 'dropOnSaleAt', {
      date: saleMoment(drop.dropsAt, 'UTC'),
    });
  throw new HttpError(STATUS[verdict], dropRefusal(verdict, drop));
}

/** Throws when `bought` before and `quantity` now pass the member's limit. */
export function refuseOverLimit(
  drop: Pick<DropRule, 'perMemberLimit'>,
  bought: number,
  quantity: number,
) {
  const limit = drop.perMemberLimit;
  if (limit !== null && bought + quantity > limit)
    throw new HttpError(409, dropLimitMessage(limit, bought));
}

/**
 * Checks every drop in `lines` whose quantity goes above what `kept` (the saved cart before the
 * change) held: only adding is refused, so a member can still lower or remove a line they may
 * no longer buy. `bought` counts what the member already ordered of a product.
 */
export async function checkDrops(
  viewer: Viewer | null,
  lines: readonly ResolvedLine[],
  bought: (productId: number, userId: string) => Promise<number>,
  { kept = [], now = new Date() }: { kept?: readonly StoredCartLine[]; now?: Date } = {},
): Promise<void> {
  for (const [productId, { drop, quantity }] of dropsIn(lines)) {
    const before = kept
      .filter((l) => l.productId === productId)
      .reduce((n, l) => n + l.quantity, 0);
    if (quantity <= before) continue;
    refuseUnlessOpen(viewer, drop, now);
    if (viewer && drop.perMemberLimit !== null)
      refuseOverLimit(drop, await bought(productId, viewer.userId), quantity);
  }
}

/** The lines of `lines` that may join `current`: each drop's lines go in whole or not at all. */
export async function droppable(
  viewer: Viewer,
  lines: readonly ResolvedLine[],
  current: readonly StoredCartLine[],
  bought: (productId: number, userId: string) => Promise<number>,
): Promise<ResolvedLine[]> {
  const refused = new Set<number>();
  for (const productId of dropsIn(lines).keys()) {
    const mine = lines.filter((l) => l.productId === productId);
    const held = current.filter((l) => l.productId === productId);
    const together = [...mine, ...held.map((l) => ({ ...mine[0]!, ...l }))];
    await checkDrops(viewer, together, bought, { kept: held }).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
      refused.add(productId);
    });
  }
  return lines.filter((l) => !refused.has(l.productId));
}

/**
 * Inside the checkout's transaction: each drop is locked for this member (in product order, so
 * two carts never deadlock), its rules read again (an admin may have moved the drop) and the
 * member's own count taken while no other checkout of theirs can add to it.
 */
export async function checkDropsLocked(
  writes: Pick<OrderWrites, 'lockDrop' | 'boughtOf'>,
  viewer: Viewer | null,
  lines: readonly ResolvedLine[],
  now = new Date(),
): Promise<void> {
  const drops = [...dropsIn(lines)].sort(([a], [b]) => a - b);
  for (const [productId, { quantity }] of drops) {
    const drop = await writes.lockDrop(productId, viewer?.userId ?? null);
    if (!drop) throw new HttpError(409, 'This item is no longer in the shop.');
    refuseUnlessOpen(viewer, drop, now);
    if (viewer && drop.perMemberLimit !== null)
      refuseOverLimit(drop, await writes.boughtOf(productId, viewer.userId), quantity);
  }
}
