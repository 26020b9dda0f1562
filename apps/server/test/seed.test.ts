import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../src/db/seed/run-seed';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

const count = async (ctx: Awaited<ReturnType<typeof createTestApp>>, table: string) => {
  const result = await ctx.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result.rows[0] as { n: number }).n;
};

describe(`seed on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('seeds the spec catalogue at start-up', async () => {
    expect(await count(ctx, 'products')).toBe(8);
    expect(await count(ctx, 'albums')).toBeGreaterThanOrEqual(2);
    expect(await count(ctx, 'tracks')).toBeGreaterThanOrEqual(8);
    expect(await count(ctx, 'videos')).toBe(2);
    expect(await count(ctx, 'exclusive_clips')).toBe(4);
    expect(await count(ctx, 'posts')).toBeGreaterThanOrEqual(3);
    expect(await count(ctx, 'artist')).toBe(1);
    const premium = await ctx.app.db.execute(
      sql`select count(*)::int as n from tracks where is_premium`,
    );
    expect((premium.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('prices and names the merch exactly as the spec does', async () => {
    const rows = await ctx.app.db.execute(
      sql`select id, name, price_cents, colour from products order by id`,
    );
    const byId = new Map(
      (rows.rows as { id: number; name: string; price_cents: number; colour: string }[]).map(
        (r) => [r.id, r],
      ),
    );
    expect([...byId.values()].map((r) => r.price_cents)).toEqual([
      2500, 3500, 599, 4000, 7500, 7000, 2500, 6000,
    ]);
    expect(byId.get(2)).toMatchObject({ name: 'New Baby Tee - White', colour: 'White' });
    expect(byId.get(6)).toMatchObject({ name: 'Girls Need Love Hoodie - Black', colour: 'Black' });
    expect(byId.get(7)).toMatchObject({ name: 'Tote - Black' });
  });

  it('keeps the dashboard festivals upcoming and has past events too', async () => {
    const rows = await ctx.app.db.execute(
      sql`select slug, event_date > now() as upcoming from events where slug in ('rolling-loud','souled-out','twogether-land')`,
    );
    expect(rows.rows).toHaveLength(3);
    for (const row of rows.rows as { upcoming: boolean }[]) expect(row.upcoming).toBe(true);
    const past = await ctx.app.db.execute(
      sql`select count(*)::int as n from events where event_date < now()`,
    );
    expect((past.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(2);
  });

  it('is applied once: a second run changes nothing', async () => {
    const before = await count(ctx, 'product_variants');
    expect(await seedCatalog(ctx.app.db)).toBe(false);
    expect(await count(ctx, 'product_variants')).toBe(before);
    expect(await count(ctx, 'products')).toBe(8);
  });
});
