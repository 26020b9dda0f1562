import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/auth';
import { liveChatMessages } from '../src/db/schema/live';
import { profiles } from '../src/db/schema/profiles';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { client } from './helpers/session';
import { signInEveryRole } from './helpers/session';
import { signedInMembers } from './helpers/members';

type Client = ReturnType<typeof client>;
const RESERVED = "That name is reserved for the artist's team. Please choose another.";
const RESERVED_IN_CHAT =
  "Your display name is reserved for the artist's team. Please change it in your profile to chat.";
const INVISIBLE = "Display names can't contain invisible or control characters.";

const newMember = (n: string, changes: Record<string, string> = {}) => ({
  displayName: 'Sam Rivera',
  email: `reserved.${n}@example.org`,
  password: 'velvet-hours-2026',
  ...changes,
});

describe(`reserved staff names on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  const as: Record<string, Client> = {};
  let signUps = 0;
  const signUp = (body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: body,
      // Each from its own address, so the sign-up limits of one test file never add up.
      remoteAddress: `10.47.1.${++signUps}`,
    });
  const myName = async (who: Client) => (await who.get('/api/me')).json().profile.displayName;
  const userIdOf = async (who: Client) => (await who.get('/api/me')).json().user.id as string;

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    Object.assign(as, await signInEveryRole(ctx.app, origin, '10.47.0'));
  });
  afterAll(async () => ctx?.close());

  it.each([
    ["the artist's name", 'Aria Monroe'],
    ['the artist’s name in lower case', 'aria monroe'],
    ['the artist’s name with spaces around and between', '  Aria    Monroe '],
    ['the artist’s name with a Cyrillic А', '\u0410ria Monroe'],
    ['the artist’s name with Greek and Cyrillic o', 'Aria M\u03bfnr\u043ee'],
    ['the artist’s name with 1 for i', 'Ar1a Monroe'],
    ['the artist’s name in full-width letters', 'Ａｒｉａ Ｍｏｎｒｏｅ'],
    ["the admin's display name", 'Demo Admin'],
    ["the admin's display name with 1 for i and 0 for o", 'DEM0 ADM1N'],
  ])('refuses a fan who sets %s as display name (409)', async (_label, name) => {
    const res = await as.fan!.patch('/api/me', { displayName: name });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: RESERVED, fields: { displayName: RESERVED } });
    expect(await myName(as.fan!)).toBe('Demo Fan');
  });

  it.each([
    ['zero-width space', 'Aria\u200bMonroe'],
    ['zero-width joiner', 'Aria \u200dMonroe'],
    ['word joiner', 'Aria\u2060 Monroe'],
    ['soft hyphen', 'Ar\u00adia Monroe'],
    ['byte order mark inside', 'Aria\ufeffMonroe'],
    ['left-to-right mark', 'Aria Monroe\u200e'],
    ['Hangul filler (a blank name)', '\u3164'],
  ])('refuses a display name with a %s outright (400)', async (_label, name) => {
    const res = await as.fan!.patch('/api/me', { displayName: name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.displayName).toBe(INVISIBLE);
    expect(await myName(as.fan!)).toBe('Demo Fan');
  });

  it('still accepts ordinary names, close ones and names in other scripts', async () => {
    for (const name of [
      'Maria Monroe',
      'Ari Monro',
      '山田 花子',
      '김민지',
      'محمد علي',
      'Demo Fan',
    ]) {
      const res = await as.fan!.patch('/api/me', { displayName: name });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json().profile.displayName).toBe(name);
    }
  });

  it("reserves the artist identity's name even when no account shows it", async () => {
    expect((await as.artist!.patch('/api/me', { displayName: 'Aria (on tour)' })).statusCode).toBe(
      200,
    );
    const res = await as.fan!.patch('/api/me', { displayName: 'Aria Monroe' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESERVED);
    // ...and the artist's current display name is reserved as well.
    expect((await as.fan!.patch('/api/me', { displayName: 'aria (ON TOUR)' })).statusCode).toBe(
      409,
    );
  });

  it("lets the artist account take the artist's name, and an admin change their own name", async () => {
    const artist = await as.artist!.patch('/api/me', { displayName: 'Aria Monroe' });
    expect(artist.statusCode, artist.body).toBe(200);
    expect(artist.json().profile.displayName).toBe('Aria Monroe');
    expect((await as.admin!.patch('/api/me', { displayName: 'Demo  ADMIN' })).statusCode).toBe(200);
    expect((await as.admin!.patch('/api/me', { displayName: 'Demo Admin' })).statusCode).toBe(200);
  });

  it("reserves a member's name once they are made an admin", async () => {
    const [member] = await signedInMembers(ctx.app, origin, 'promoted', 1);
    await member!.patch('/api/me', { displayName: 'Jordan Lee' });
    // Before the promotion the name is anybody's.
    expect((await as.fan!.patch('/api/me', { displayName: 'Jordan Lee' })).statusCode).toBe(200);
    await as.fan!.patch('/api/me', { displayName: 'Demo Fan' });
    const promoted = await as.admin!.patch(`/api/admin/members/${member!.userId}`, {
      role: 'admin',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await as.fan!.patch('/api/me', { displayName: 'jordan  lee' })).statusCode).toBe(409);
  });

  it('refuses a sign-up as display name "Aria Monroe", and creates no account', async () => {
    const body = newMember('aria', { displayName: 'Aria Monroe' });
    const res = await signUp(body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: RESERVED, fields: { displayName: RESERVED } });
    expect(await ctx.app.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('refuses a sign-up as "Аria Monroe" with a Cyrillic А, or an admin\'s name', async () => {
    for (const displayName of ['\u0410ria Monroe', 'Demo Adm1n']) {
      const res = await signUp(newMember(`x${signUps}`, { displayName }));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().fields.displayName).toBe(RESERVED);
    }
  });

  it('refuses a username (shown in chat when there is no display name) that reads as the artist, set in the profile', async () => {
    const res = await as.fan!.patch('/api/me', { username: 'aria.monr0e' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().fields).toEqual({ username: RESERVED });
  });

  it('refuses a sign-up name with a zero-width space outright (400)', async () => {
    const res = await signUp(newMember('z', { displayName: 'Aria\u200b' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.displayName).toBe(
      "Your display name can't contain invisible or control characters.",
    );
  });

  it('still signs up an ordinary member whose name resembles the artist\'s ("Maria Monroe")', async () => {
    const body = newMember('maria', { displayName: 'Maria Monroe' });
    expect((await signUp(body)).statusCode).toBe(200);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, body.email));
    const [profile] = await ctx.app.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile!.displayName).toBe('Maria Monroe');
  });

  it("gives an account Better Auth creates past our sign-up form (a social sign-in) no display name when its name is the artist's", async () => {
    const created = await ctx.app.auth.api.signUpEmail({
      body: {
        name: '\u0410ria Monroe',
        email: 'social.aria@example.org',
        password: 'velvet-hours-2026',
      },
    });
    const [profile] = await ctx.app.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, created.user.id));
    expect(profile!.displayName).toBeNull();
  });

  describe('live chat', () => {
    let streamId: string;
    let fanId: string;
    const say = (who: Client, text: string) => who.post(`/api/live/${streamId}/chat`, { text });
    const stored = async () =>
      (
        await ctx.app.db
          .select({ userId: liveChatMessages.userId })
          .from(liveChatMessages)
          .where(eq(liveChatMessages.streamId, streamId))
      ).filter((m) => m.userId === fanId).length;

    beforeAll(async () => {
      fanId = await userIdOf(as.fan!);
      // Livestreams are a Fan+ perk.
      await ctx.app.db
        .update(profiles)
        .set({ subscriptionTier: 'fanplus' })
        .where(eq(profiles.userId, fanId));
      const started = await as.artist!.post('/api/live/start', { title: 'Names night' });
      expect(started.statusCode, started.body).toBe(200);
      streamId = started.json().id;
    });

    it("refuses a chat message from a fan who took the artist's name before it was reserved", async () => {
      await ctx.app.db
        .update(profiles)
        .set({ displayName: 'Aria  M0nroe' })
        .where(eq(profiles.userId, fanId));
      const res = await say(as.fan!, 'hello everyone, it is me');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(RESERVED_IN_CHAT);
      expect(await stored()).toBe(0);
    });

    it('refuses a chat message from a fan shown by a username that reads as the artist', async () => {
      await ctx.app.db
        .update(profiles)
        .set({ displayName: null })
        .where(eq(profiles.userId, fanId));
      await ctx.app.db.update(users).set({ username: 'aria_monroe' }).where(eq(users.id, fanId));
      const res = await say(as.fan!, 'hello from aria_monroe');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(RESERVED_IN_CHAT);
      expect(await stored()).toBe(0);
    });

    it('lets the same fan chat once renamed, and the artist chat as "Aria Monroe"', async () => {
      await ctx.app.db.update(users).set({ username: 'demo_fan' }).where(eq(users.id, fanId));
      expect((await as.fan!.patch('/api/me', { displayName: 'Demo Fan' })).statusCode).toBe(200);
      const fan = await say(as.fan!, 'hello everyone');
      expect(fan.statusCode, fan.body).toBe(201);
      expect(fan.json().displayName).toBe('Demo Fan');
      const artist = await say(as.artist!, 'thank you for coming');
      expect(artist.statusCode, artist.body).toBe(201);
      expect(artist.json()).toMatchObject({ displayName: 'Aria Monroe', badge: 'artist' });
    });
  });
});
