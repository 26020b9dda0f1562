// A VIP merch drop for the authorization matrix's samples (issue 30): one-size, on sale in an hour.
import type { FastifyInstance } from 'fastify';
import { products, productVariants } from '../../src/db/schema/shop';

let serial = 0;

export async function newDrop(app: FastifyInstance): Promise<number> {
  serial += 1;
  const [row] = await app.db
    .insert(products)
    .values({
      slug: `matrix-drop-${serial}-${Date.now()}`,
      name: 'Matrix Drop',
      kind: 'accessory',
      priceCents: 1000,
      colour: 'Black',
      description: 'x',
      requiredTier: 'vip',
      dropsAt: new Date(Date.now() + 3_600_000),
      perMemberLimit: 2,
    })
    .returning({ id: products.id });
  await app.db.insert(productVariants).values({
    productId: row!.id,
    size: 'OS',
    sku: `MATRIX-DROP-${serial}-${Date.now()}`,
    stock: 5,
  });
  return row!.id;
}
