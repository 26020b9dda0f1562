// A checkout's lines as the database knows them: each line's variant, price and stock, and the
// answers when a line is unknown, over the per-line cap or sold out.
import { CART_LINE_QUANTITY_MAX } from '@fanclub/shared/limits';
import type { StoredCartLine } from '../../db/schema/commerce';
import { HttpError } from '../../plugins/errors';
import type { ResolvedLine } from './cart-lines';
import { overCap } from './cart-lines';
import type { CommerceRepository } from './repository';

export const soldOut = (line: Pick<ResolvedLine, 'name' | 'size'>) =>
  new HttpError(409, `Sorry, ${line.name} (${line.size}) just sold out.`);

export function tooMany(lines: StoredCartLine[]) {
  const index = lines.indexOf(overCap(lines)!);
  const message = `You can add at most ${CART_LINE_QUANTITY_MAX} of one item.`;
  return new HttpError(400, `lines.${index}: ${message}`, { [`lines.${index}`]: message });
}

/**
 * Finds each line's variant (by colour and size, where size holds the vinyl format, 'Digital'
 * or 'OS') and its price. Strict: an unknown line is a 400 naming it; lenient: it is dropped.
 */
export async function resolveLines(
  repo: CommerceRepository,
  lines: StoredCartLine[],
  strict: boolean,
): Promise<ResolvedLine[]> {
  const rows = await repo.variantsOf([...new Set(lines.map((l) => l.productId))]);
  const resolved: ResolvedLine[] = [];
  lines.forEach((line, index) => {
    const row = rows.find(
      (r) =>
        r.productId === line.productId &&
        r.colour === line.colour &&
        (r.size ?? r.format) === line.size,
    );
    if (row) {
      resolved.push({
        ...line,
        variantId: row.variantId,
        name: row.name,
        unitPriceCents: row.priceCents + row.priceDeltaCents,
        image: row.image?.url ?? '',
        stock: row.stock,
        drop: {
          requiredTier: row.requiredTier,
          dropsAt: row.dropsAt,
          perMemberLimit: row.perMemberLimit,
        },
      });
      return;
    }
    if (!strict) return;
    const product = rows.find((r) => r.productId === line.productId);
    const problem = product
      ? `We have no ${product.name} in ${line.colour}, ${line.size}.`
      : `Product ${line.productId} is not in the shop.`;
    throw new HttpError(400, `lines.${index}: ${problem}`, { [`lines.${index}`]: problem });
  });
  return resolved;
}
