import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireComps } from '../src/lib/comps-repository';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, linkIn, outbox, signIn } from './helpers/session';

const OURS = [
  'email,name,tier,member since',
  'ana@import.test,Ana,VIP,2021-03-04',
  'ben@import.test,Ben,Fan+,',
  'carl@import.test,Carl,free,2020-01-01',
  'not-an-email,Dora,vip,',
  'eve@import.test,Eve,platinum,',
  'ana@import.test,Ana again,vip,',
  'fan@example.com,Demo fan,fanplus,',
].join('\n');

const PATREON = [
  'Name,Email,Twitter,Patron Status,Follows You,Lifetime Amount,Pledge Amount,Charge Frequency,Tier,Patronage Since Date',
  'Pat One,pat1@import.test,,Active patron,No,100,$25.00,monthly,,2019-05-01 10:00:00',
  'Pat Two,pat2@import.test,,Active patron,No,30,$5.00,monthly,Fan Plus,2022-01-01 10:00:00',
  'Pat Three,pat3@import.test,,Former patron,No,30,$5.00,monthly,VIP,2022-01-01 10:00:00',
].join('\n');

describe(`member import on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: ReturnType<typeof client>;
  const tierOf = async (email: string) =>
    (
      (
        await ctx.app.db.execute(
          sql`select p.subscription_tier as tier from profiles p join users u on u.id = p.user_id where u.email = ${email}`,
        )
      ).rows[0] as { tier: string } | undefined
    )?.tier;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'admin@example.com',
      'fanclub-demo',
      '10.61.0.1',
    );
  });
  afterAll(async () => ctx?.close());

  it('refuses everyone but admins', async () => {
    const origin = ctx.config.publicUrl;
    const body = { csv: OURS, months: 3 };
    expect(
      (await client(ctx.app, origin).post('/api/admin/member-imports/dry-run', body)).statusCode,
    ).toBe(401);
    for (const who of ['fan', 'vip', 'artist']) {
      const c = await signIn(ctx.app, origin, `${who}@example.com`, 'fanclub-demo', '10.61.1.1');
      expect((await c.post('/api/admin/member-imports/dry-run', body)).statusCode, who).toBe(403);
      expect((await c.post('/api/admin/member-imports', body)).statusCode, who).toBe(403);
    }
    expect(await tierOf('ana@import.test')).toBeUndefined();
  });

  it('a dry run says per row what would happen and changes nothing', async () => {
    const res = await admin.post('/api/admin/member-imports/dry-run', { csv: OURS, months: 3 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.format).toBe('fanclub');
    expect(body.rows.map((r: { action: string }) => r.action)).toEqual([
      'create',
      'create',
      'create',
      'invalid',
      'invalid',
      'invalid',
      'update_comp',
    ]);
    expect(body.rows[3].reason).toMatch(/e-mail/);
    expect(body.rows[4].reason).toMatch(/Unknown tier/);
    expect(body.rows[5].reason).toMatch(/twice/);
    expect(body.counts).toEqual({ create: 3, update_comp: 1, skip: 0, invalid: 3 });
    expect(await tierOf('ana@import.test')).toBeUndefined();
  });

  it('recognises a Patreon export: tier by name or pledge, former patrons free', async () => {
    const body = (
      await admin.post('/api/admin/member-imports/dry-run', { csv: PATREON, months: 1 })
    ).json();
    expect(body.format).toBe('patreon');
    expect(body.rows.map((r: { tier: string }) => r.tier)).toEqual(['vip', 'fanplus', 'free']);
    expect(body.rows[0].memberSince).toMatch(/^2019-05-01/);
  });

  it('refuses bad files with a 400', async () => {
    for (const csv of ['name\nAna', 'email\n"unclosed', ''])
      expect(
        (await admin.post('/api/admin/member-imports/dry-run', { csv, months: 3 })).statusCode,
        csv,
      ).toBe(400);
    expect(
      (await admin.post('/api/admin/member-imports/dry-run', { csv: OURS, months: 0 })).statusCode,
    ).toBe(400);
    // The parser's problem in the admin's words, with the line to look at.
    const dryRun = (csv: string, headers: Record<string, string> = {}) =>
      admin.post('/api/admin/member-imports/dry-run', { csv, months: 3 }, headers);
    expect((await dryRun('email\n"unclosed')).json().message).toBe(
      'That file is not a readable CSV (a quoted value is never closed).',
    );
    expect((await dryRun('email,name\n"a@b.test"x,Ana')).json().message).toBe(
      'That file is not a readable CSV (text follows a closing quote on line 2).',
    );
    expect(
      (await dryRun('email,name\n"a@b.test"x,Ana', { 'accept-language': 'ja' })).json().message,
    ).toBe('そのファイルは読み取れるCSVではありません（2行目で閉じ引用符の後に文字があります）。');
  });

  it('confirm creates accounts with a timed comp, audits, and mails a single-use invitation', async () => {
    const before = outbox(ctx.config.dataDir).length;
    const res = await admin.post('/api/admin/member-imports', { csv: OURS, months: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts.create).toBe(3);
    expect(await tierOf('ana@import.test')).toBe('vip');
    expect(await tierOf('ben@import.test')).toBe('fanplus');
    expect(await tierOf('carl@import.test')).toBe('free');
    expect(await tierOf('fan@example.com')).toBe('fanplus');
    const since = await ctx.app.db.execute(
      sql`select s.since from member_since s join users u on u.id = s.user_id where u.email = 'ana@import.test'`,
    );
    expect(String((since.rows[0] as { since: unknown }).since)).toMatch(/2021/);
    const audit = await ctx.app.db.execute(
      sql`select details from audit_log where action = 'member.imported'`,
    );
    expect(audit.rows).toHaveLength(1);

    await ctx.app.jobs.settled();
    const mails = outbox(ctx.config.dataDir).slice(before);
    expect(mails).toHaveLength(3);
    const anaMail = mails.find((m) => m.raw.includes('ana@import.test'))!;
    const token = new URL(linkIn(anaMail.raw, '/gifts/invite?token=')).searchParams.get('token')!;
    const anon = client(ctx.app, ctx.config.publicUrl);
    // No password yet: sign-in fails until the invitation is used.
    expect(
      (
        await anon.post('/api/auth/sign-in/email', {
          email: 'ana@import.test',
          password: 'a-new-password',
        })
      ).statusCode,
    ).not.toBe(200);
    const accept = await anon.post('/api/member-invites/accept', {
      token,
      password: 'a-new-password',
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ email: 'ana@import.test' });
    const ana = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'ana@import.test',
      'a-new-password',
      '10.61.2.1',
    );
    expect((await ana.get('/api/me')).json().profile.subscriptionTier).toBe('vip');
    // The token works once.
    const again = await anon.post('/api/member-invites/accept', {
      token,
      password: 'another-password',
    });
    expect(again.statusCode).toBe(400);
    expect(
      (
        await anon.post('/api/member-invites/accept', {
          token: 'x'.repeat(43),
          password: 'another-password',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a second import extends the comp; nobody is charged', async () => {
    await admin.post('/api/admin/member-imports', {
      csv: 'email,tier\nben@import.test,fanplus',
      months: 2,
    });
    const ends = await ctx.app.db.execute(
      sql`select max(c.ends_at) as ends from member_comps c join users u on u.id = c.user_id where u.email = 'ben@import.test'`,
    );
    const end = new Date((ends.rows[0] as { ends: string }).ends);
    const months = (end.getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(4.8);
    expect(months).toBeLessThan(5.2);
    const paid = await ctx.app.db.execute(
      sql`select count(*)::int as n from subscriptions s join users u on u.id = s.user_id where u.email like '%@import.test'`,
    );
    expect((paid.rows[0] as { n: number }).n).toBe(0);
  });

  it('the expiry job drops an ended comp back to what the member pays for', async () => {
    const later = new Date(Date.now() + 6 * 31 * 86_400_000);
    expect(await expireComps(ctx.app.db, later)).toBeGreaterThan(0);
    expect(await tierOf('ana@import.test')).toBe('free');
    expect(await tierOf('ben@import.test')).toBe('free');
    expect(await expireComps(ctx.app.db, later)).toBe(0);
  });

  it('an admin grants a tier for N months by hand; free removes it', async () => {
    const { items } = (await admin.get('/api/admin/members?q=carl%40import.test')).json();
    const carl = items[0].userId as string;
    const grant = await admin.patch(`/api/admin/members/${carl}`, { tier: 'vip', months: 2 });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().tier).toBe('vip');
    expect(
      (await admin.patch(`/api/admin/members/${carl}`, { tier: 'free', months: 2 })).statusCode,
    ).toBe(400);
    const later = new Date(Date.now() + 70 * 86_400_000);
    await expireComps(ctx.app.db, later);
    expect(await tierOf('carl@import.test')).toBe('free');
    await admin.patch(`/api/admin/members/${carl}`, { tier: 'fanplus' });
    expect(await tierOf('carl@import.test')).toBe('fanplus');
    expect((await admin.patch(`/api/admin/members/${carl}`, { tier: 'free' })).json().tier).toBe(
      'free',
    );
  });
});
