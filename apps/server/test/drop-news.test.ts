import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signInEveryRole } from './helpers/session';

// Merch drops (issue 30): the admin schedules a drop (validated, audited); members ask to be told
// ("Notify me"); at the drop a durable job tells every member of the drop's tier, once, in the
// inbox and by push, and nobody below it.
type Role = 'anonymous' | 'fan' | 'fanplus' | 'vip' | 'artist' | 'admin';
const inHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe(`merch drop news on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  const db = () => ctx.app.db;
  const drop = (o: Record<string, unknown> = {}) => ({
    name: 'Tour Poster',
    description: 'Signed.',
    priceCents: 2500,
    colour: 'White',
    requiredTier: 'vip',
    dropsAt: inHour(),
    perMemberLimit: 2,
    stock: 100,
    ...o,
  });
  const newsOf = async (role: Role, productId: number) =>
    (
      await db().execute<{ title: string }>(
        sql`select title from inbox_items i join users u on u.id = i.user_id
            where u.email = ${`${role}@example.com`} and group_key = ${`drop:${productId}`}`,
      )
    ).rows.map((r) => r.title);
  /** The drop time comes: the job queued for it runs now. */
  async function reachDrop(id: number) {
    await db().execute(sql`update products set drops_at = now() where id = ${id}`);
    const dropsAt = (
      await db().execute<{ at: string }>(sql`select drops_at as at from products where id = ${id}`)
    ).rows[0]!.at;
    // The job is queued just after the admin's answer (the domain event); wait until it is.
    await vi.waitFor(async () => {
      const queued = await db().execute(
        sql`select 1 from jobs where name = 'inbox.drop-live' and (data ->> 'productId')::int = ${id}`,
      );
      expect(queued.rows.length).toBeGreaterThan(0);
    });
    // The job carries the time it was made for: it is given the drop's new time, as a new
    // schedule would.
    await db().execute(sql`update jobs set run_after = now(), data = jsonb_set(data, '{dropsAt}',
      to_jsonb(${new Date(dropsAt).toISOString()}::text)) where name = 'inbox.drop-live'
      and (data ->> 'productId')::int = ${id}`);
    await ctx.app.jobs.settled();
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.64.0');
  });
  afterAll(async () => ctx?.close());

  it('admins schedule a drop with clear refusals for bad input, and each write is audited', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please enter a name for the drop.'],
      [{ requiredTier: 'gold' }, 'Please choose who may buy it.'],
      [{ perMemberLimit: 0 }, 'Enter a whole number per member, from 1 to 99.'],
      [{ stock: 0 }, 'Enter a whole number in stock, from 1 to 100,000.'],
      [{ dropsAt: 'soon' }, 'Please choose a drop date and time.'],
      [
        { dropsAt: new Date(Date.now() - 60_000).toISOString() },
        'Please choose a drop time in the future.',
      ],
    ];
    for (const [change, message] of bad) {
      const res = await as.admin!.post('/api/admin/drops', drop(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const role of ['artist', 'vip'] as const)
      expect((await as[role]!.post('/api/admin/drops', drop())).statusCode).toBe(403);
    const made = await as.admin!.post('/api/admin/drops', drop({ name: 'Audited Pin' }));
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    const later = new Date(Date.now() + 7_200_000).toISOString();
    expect((await as.admin!.patch(`/api/admin/drops/${id}`, { dropsAt: later })).statusCode).toBe(
      200,
    );
    expect((await as.admin!.patch('/api/admin/drops/2', { dropsAt: later })).statusCode).toBe(404);
    // An empty change is a clear 400, not an UPDATE with nothing to set (the fuzz test found a 500).
    const empty = await as.admin!.patch(`/api/admin/drops/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to change.');
    const listed = (await as.admin!.get('/api/admin/drops')).json();
    expect(listed).toContainEqual(
      expect.objectContaining({
        id,
        name: 'Audited Pin',
        stock: 100,
        perMemberLimit: 2,
        watchers: 0,
      }),
    );
    const { rows } = await db().execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${String(id)} order by created_at`,
    );
    expect(rows.map((r) => r.action)).toEqual(['product.drop_created', 'product.drop_rescheduled']);
    // One job per drop time: the moved drop has its own, the old one finds nothing to do.
    await vi.waitFor(async () => {
      const jobs = await db().execute(
        sql`select 1 from jobs where name = 'inbox.drop-live' and (data ->> 'productId')::int = ${id}`,
      );
      expect(jobs.rows).toHaveLength(2);
    });
  });

  it('Notify me: VIP are put down; Fan+ are told it takes VIP; not for ordinary products', async () => {
    const id = (await as.admin!.post('/api/admin/drops', drop())).json().id as number;
    expect((await as.vip!.get(`/api/products/${id}/notify`)).json()).toEqual({ notify: false });
    expect((await as.vip!.post(`/api/products/${id}/notify`)).json()).toEqual({ notify: true });
    expect((await as.vip!.post(`/api/products/${id}/notify`)).json()).toEqual({ notify: true });
    expect((await as.vip!.get(`/api/products/${id}/notify`)).json()).toEqual({ notify: true });
    const fanplus = await as.fanplus!.post(`/api/products/${id}/notify`);
    expect(fanplus.statusCode).toBe(403);
    expect(fanplus.json().message).toBe(
      'Only VIP members can buy this drop. Upgrade to VIP to get it at the drop.',
    );
    expect((await as.vip!.post('/api/products/2/notify')).statusCode).toBe(404);
    expect((await as.vip!.post('/api/products/9999/notify')).statusCode).toBe(404);
    expect((await as.anonymous!.post(`/api/products/${id}/notify`)).statusCode).toBe(401);
  });

  it('at the drop every VIP-tier member hears of it once, by inbox and push; nobody below VIP', async () => {
    const id = (
      await as.admin!.post('/api/admin/drops', drop({ name: 'Gold Vinyl Slipmat' }))
    ).json().id as number;
    const send = vi.spyOn(ctx.app.jobs, 'send');
    await reachDrop(id);
    for (const role of ['vip', 'artist', 'admin'] as const)
      expect(await newsOf(role, id), role).toEqual(['VIP drop on sale now']);
    for (const role of ['fanplus', 'fan'] as const)
      expect(await newsOf(role, id), role).toEqual([]);
    const pushed = () =>
      send.mock.calls
        .filter(([name]) => name === 'push.deliver')
        .flatMap(([, data]) => (data as { items: { body: string }[] }).items)
        .filter((i) => i.body === 'Gold Vinyl Slipmat');
    expect(pushed()).toHaveLength(3);
    // The job again (a retry, a second process) tells nobody twice, by inbox or push.
    const { at } = (
      await db().execute<{ at: string }>(sql`select drops_at as at from products where id = ${id}`)
    ).rows[0]!;
    await ctx.app.jobs.send('inbox.drop-live', {
      productId: id,
      dropsAt: new Date(at).toISOString(),
    });
    await ctx.app.jobs.settled();
    expect(await newsOf('vip', id)).toEqual(['VIP drop on sale now']);
    expect(pushed()).toHaveLength(3);
    send.mockRestore();
    // On sale now: nothing left to ask for.
    expect((await as.vip!.post(`/api/products/${id}/notify`)).statusCode).toBe(409);
  });

  it('a drop open to everyone tells those who asked, and only them', async () => {
    const id = (await as.admin!.post('/api/admin/drops', drop({ requiredTier: null }))).json()
      .id as number;
    expect((await as.fan!.post(`/api/products/${id}/notify`)).statusCode).toBe(200);
    await reachDrop(id);
    expect(await newsOf('fan', id)).toEqual(['Drop on sale now']);
    for (const role of ['fanplus', 'vip', 'admin'] as const)
      expect(await newsOf(role, id)).toEqual([]);
  });

  it("a Japanese reader's inbox names the drop as the team translated it (issue 34)", async () => {
    const id = (await as.admin!.post('/api/admin/drops', drop({ name: 'Tour Tote' }))).json()
      .id as number;
    const saved = await as.admin!.put(`/api/admin/translations/product/${id}/ja`, {
      name: 'ツアートート',
      description: 'サイン入り。',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await reachDrop(id);
    const item = async (headers: Record<string, string>) =>
      (
        (await as.vip!.inject({ method: 'GET', url: '/api/inbox', headers })).json().items as {
          title: string;
          body: string;
          url: string;
        }[]
      ).find((i) => i.url === `/product-tee?id=${id}`);
    expect(await item({ 'accept-language': 'ja' })).toMatchObject({
      title: 'VIP限定ドロップ販売中',
      body: 'ツアートート',
    });
    expect(await item({})).toMatchObject({ title: 'VIP drop on sale now', body: 'Tour Tote' });
  });
});
