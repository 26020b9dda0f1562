import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPIRED_MEMBERSHIP_CODE,
  INVALID_MEMBERSHIP_CODE,
  MEMBERSHIP_CODE_PATTERN,
} from '@fanclub/shared/schemas/membership';
import { migrationsFolder } from '../src/db/client';
import { profiles } from '../src/db/schema/profiles';
import { users } from '../src/db/schema/auth';
import { memberSince } from '../src/db/schema/comps';
import { membershipService } from '../src/features/accounts/membership';
import { accountsRepository } from '../src/features/accounts/repository';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

type Caller = ReturnType<typeof client>;
const MEMBERS = ['fan', 'fanplus', 'vip', 'artist', 'admin'] as const;

describe(`membership card and staff verification on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let anon: Caller;
  const as = {} as Record<(typeof MEMBERS)[number], Caller>;
  let fanCode: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    anon = client(ctx.app, origin);
    for (const [i, name] of MEMBERS.entries())
      as[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.41.0.${i + 1}`,
      );
    fanCode = (await as.fan.get('/api/me/membership')).json().code;
  });
  afterAll(async () => ctx?.close());

  const verify = (c: Caller, code: unknown) => c.post('/api/membership/verify', { code });

  it('gives a member their card: tier, member since, number and a signed code; 401 for guests', async () => {
    expect((await anon.get('/api/me/membership')).statusCode).toBe(401);
    const res = await as.vip.get('/api/me/membership');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const card = res.json();
    expect(card.tier).toBe('vip');
    expect(card.code).toMatch(MEMBERSHIP_CODE_PATTERN);
    expect(card.code.split('.')[1]).toBe(String(card.memberNumber));
    const [user] = await ctx.app.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, 'vip@example.com'));
    expect(card.memberSince).toBe(user!.createdAt.toISOString());
    expect(new Date(card.codeExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('shows an imported member-since date when it is earlier than the account, never a later one', async () => {
    const [user] = await ctx.app.db
      .select({ id: users.id, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, 'fanplus@example.com'));
    const earlier = new Date('2019-05-01T00:00:00Z');
    await ctx.app.db.insert(memberSince).values({ userId: user!.id, since: earlier });
    try {
      const card = (await as.fanplus.get('/api/me/membership')).json();
      expect(card.memberSince).toBe(earlier.toISOString());
      const checked = (await verify(as.artist, card.code)).json();
      expect(checked.memberSince).toBe(earlier.toISOString());
      // An import date after the account was made (a typo, a later patronage) moves nothing.
      const later = new Date(user!.createdAt.getTime() + 86_400_000);
      await ctx.app.db
        .update(memberSince)
        .set({ since: later })
        .where(eq(memberSince.userId, user!.id));
      expect((await as.fanplus.get('/api/me/membership')).json().memberSince).toBe(
        user!.createdAt.toISOString(),
      );
    } finally {
      await ctx.app.db.delete(memberSince).where(eq(memberSince.userId, user!.id));
    }
  });

  it('lets only staff (artist, admin) verify a scanned code: anonymous 401, fans 403', async () => {
    expect((await verify(anon, fanCode)).statusCode).toBe(401);
    for (const name of ['fan', 'fanplus', 'vip'] as const)
      expect((await verify(as[name], fanCode)).statusCode).toBe(403);
    for (const name of ['artist', 'admin'] as const) {
      const res = await verify(as[name], fanCode);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        displayName: 'Demo Fan',
        role: 'fan',
        tier: 'free',
        memberNumber: Number(fanCode.split('.')[1]),
      });
      expect(res.body).not.toContain('@example.com');
    }
  });

  it('answers with the tier the member holds now, not the one when the code was made', async () => {
    await ctx.app.db
      .update(profiles)
      .set({ subscriptionTier: 'fanplus' })
      .where(eq(profiles.userId, (await as.fan.get('/api/me')).json().user.id));
    try {
      expect((await verify(as.artist, fanCode)).json().tier).toBe('fanplus');
    } finally {
      await ctx.app.db
        .update(profiles)
        .set({ subscriptionTier: 'free' })
        .where(eq(profiles.userId, (await as.fan.get('/api/me')).json().user.id));
    }
  });

  it('refuses forged, altered, foreign and expired codes with a clear 400', async () => {
    const [prefix, number, exp, sig] = fanCode.split('.') as [string, string, string, string];
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
    const otherNumber = String(Number(number) + 1);
    const foreign = await membershipService(
      accountsRepository(ctx.app.db),
      'some-other-secret-that-is-long-enough',
    ).card((await as.fan.get('/api/me')).json().user.id);
    const forged = [
      `${prefix}.${number}.${exp}.${flip(sig)}`,
      `${prefix}.${otherNumber}.${exp}.${sig}`,
      `${prefix}.${number}.${Number(exp) + 86_400}.${sig}`,
      foreign.code,
    ];
    for (const code of forged) {
      const res = await verify(as.admin, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(INVALID_MEMBERSHIP_CODE);
    }
    for (const junk of ['', 'hello', `${fanCode}x`, 42, null])
      expect((await verify(as.admin, junk)).statusCode).toBe(400);

    const weekAgo = Date.now() - 8 * 86_400_000;
    const stale = await membershipService(
      accountsRepository(ctx.app.db),
      ctx.app.appSecret,
      () => weekAgo,
    ).card((await as.fan.get('/api/me')).json().user.id);
    const res = await verify(as.admin, stale.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPIRED_MEMBERSHIP_CODE);
  });

  it('numbers members uniquely in join order, new sign-ups after everyone before them', async () => {
    const rows = await ctx.app.db
      .select({ n: profiles.memberNumber, joined: users.createdAt })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .orderBy(users.createdAt, profiles.memberNumber);
    const numbers = rows.map((r) => r.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    const res = await anon.post('/api/auth/sign-up/email', {
      displayName: 'Nia Cole',
      email: 'nia.card@example.org',
      password: 'velvet-hours-2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [nia] = await ctx.app.db
      .select({ n: profiles.memberNumber })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, 'nia.card@example.org'));
    expect(nia!.n).toBeGreaterThan(Math.max(...numbers));
  });
});

describe('migration 0011 backfills member numbers by join order', () => {
  it('numbers existing members by when they joined, then continues the sequence', async () => {
    // The migrations up to 0011 only, so members can exist before it runs.
    const before = mkdtempSync(join(tmpdir(), 'fanclub-0011-'));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0011');
    writeFileSync(journalPath, JSON.stringify(journal));

    const pg = await PGlite.create();
    const db = drizzle(pg);
    try {
      await migrate(db, { migrationsFolder: before });
      // Inserted in a different order than they joined.
      for (const [id, joined] of [
        ['late', '2025-03-01'],
        ['early', '2024-01-01'],
        ['middle', '2024-06-01'],
      ] as const) {
        await db.execute(
          sql`insert into users (id, name, email, created_at) values (${id}, ${id}, ${`${id}@example.org`}, ${joined})`,
        );
        await db.execute(sql`insert into profiles (user_id) values (${id})`);
      }
      await migrate(db, { migrationsFolder });
      await db.execute(
        sql`insert into users (id, name, email) values ('new', 'new', 'new@example.org')`,
      );
      await db.execute(sql`insert into profiles (user_id) values ('new')`);
      const { rows } = await db.execute<{ user_id: string; member_number: number }>(
        sql`select user_id, member_number from profiles order by member_number`,
      );
      expect(rows.map((r) => [r.user_id, r.member_number])).toEqual([
        ['early', 1],
        ['middle', 2],
        ['late', 3],
        ['new', 4],
      ]);
    } finally {
      await pg.close();
    }
  });
});
