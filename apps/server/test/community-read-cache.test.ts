import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommentsResponse,
  FeedResponse,
  PostResponse,
} from '@fanclub/shared/schemas/community';
import { posts } from '../src/db/schema/content';
import { postComments } from '../src/db/schema/community';
import type { Member } from './security/actors';
import { signInActors } from './security/actors';
import { client } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;

/** A little over the community reads' shared-page TTL (post-service.ts, comment-service.ts). */
const PAST_TTL_MS = 1_300;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The club's reads share one page per second among readers (issue 29, scale). What one member
 * does through the app shows to them, and to everyone, at once (a write empties the cache);
 * a change made elsewhere (another process) shows within the TTL; a reader's own likes and held
 * comments are never taken from someone else's page.
 */
describe(`the club's shared read pages on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Record<Member, Caller>;
  let ids: Record<Member, string>;
  let postId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const signed = await signInActors(ctx.app, ctx.config.publicUrl);
    as = {} as Record<Member, Caller>;
    for (const [actor, cookie] of Object.entries(signed.cookies))
      as[actor as Member] = client(ctx.app, ctx.config.publicUrl, cookie);
    ids = signed.userIds;
    const [row] = await ctx.app.db
      .insert(posts)
      .values({ title: 'Cached', body: 'Body', kind: 'artist', authorId: ids.artist })
      .returning({ id: posts.id });
    postId = row!.id;
  });
  afterAll(async () => ctx?.close());

  const feedCard = async (caller: Caller) => {
    const res = await caller.get('/api/community/feed');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FeedResponse>().posts.find((p) => p.id === postId)!;
  };
  const post = async (caller: Caller) => {
    const res = await caller.get(`/api/community/posts/${postId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PostResponse>().post;
  };
  const comments = async (caller: Caller) => {
    const res = await caller.get(`/api/community/posts/${postId}/comments`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommentsResponse>().comments;
  };

  it('shows a like at once to the liker and to another reader, each with their own likedByMe', async () => {
    // Both readers warm the shared pages first.
    expect((await feedCard(as.fanplus)).likedByMe).toBe(false);
    expect((await post(as.vip)).likeCount).toBe(0);
    expect((await as.fanplus.put(`/api/community/posts/${postId}/like`)).statusCode).toBe(200);
    const mine = await feedCard(as.fanplus);
    expect(mine).toMatchObject({ likedByMe: true, likeCount: 1 });
    expect(await post(as.fanplus)).toMatchObject({ likedByMe: true, likeCount: 1 });
    // The VIP shares the page but not the like.
    expect(await feedCard(as.vip)).toMatchObject({ likedByMe: false, likeCount: 1 });
    expect(await post(as.vip)).toMatchObject({ likedByMe: false, likeCount: 1 });
  });

  it('shows a change made by another process within the TTL', async () => {
    expect((await post(as.vip)).body).toBe('Body');
    await feedCard(as.vip);
    await ctx.app.db.update(posts).set({ body: 'Elsewhere' }).where(eq(posts.id, postId));
    // Still the shared page for up to a second...
    expect((await post(as.vip)).body).toBe('Body');
    await pause(PAST_TTL_MS);
    // ...then the new text, in the post and in the feed.
    expect((await post(as.vip)).body).toBe('Elsewhere');
    expect((await feedCard(as.vip)).body).toBe('Elsewhere');
  });

  it('a comment shows at once to its writer and others; a held one only ever to its writer', async () => {
    expect(await comments(as.vip)).toEqual([]);
    const res = await as.fanplus.post(`/api/community/posts/${postId}/comments`, { text: 'Hi' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await comments(as.fanplus)).map((c) => c.body)).toEqual(['Hi']);
    expect((await comments(as.vip)).map((c) => c.body)).toEqual(['Hi']);

    // A comment held for review written by another process, after the page was shared: its
    // author reads it within the TTL (at once when written through this one), nobody else ever.
    await ctx.app.db.insert(postComments).values({
      postId,
      authorId: ids.fanplus,
      body: 'Held one',
      status: 'held',
      createdAt: sql`now()`,
    });
    expect((await comments(as.vip)).map((c) => c.body)).toEqual(['Hi']);
    await pause(PAST_TTL_MS);
    expect((await comments(as.fanplus)).map((c) => c.body)).toEqual(['Held one', 'Hi']);
    expect((await comments(as.vip)).map((c) => c.body)).toEqual(['Hi']);
    expect((await comments(as.artist)).map((c) => c.body)).toEqual(['Held one', 'Hi']);

    // A like on a comment: the liker's own at once, on the page everyone shares.
    const hi = (await comments(as.vip)).find((c) => c.body === 'Hi')!;
    expect((await as.vip.put(`/api/community/comments/${hi.id}/like`)).statusCode).toBe(200);
    const seen = async (caller: Caller) => (await comments(caller)).find((c) => c.id === hi.id)!;
    expect(await seen(as.vip)).toMatchObject({ likedByMe: true, likeCount: 1 });
    expect(await seen(as.fanplus)).toMatchObject({ likedByMe: false, likeCount: 1 });
  });
  it("shares a card only among readers who see it alike: tier, role, the author's own, likes", async () => {
    const [vipPost] = await ctx.app.db
      .insert(posts)
      .values({ title: 'VIP only', body: 'Secret set list', kind: 'artist', requiredTier: 'vip' })
      .returning({ id: posts.id });
    const card = async (caller: Caller) => {
      const res = await caller.get('/api/community/feed');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FeedResponse>().posts.find((p) => p.id === vipPost!.id)!;
    };
    // The VIP reads the page first, so the Fan+ member's read comes from the same cached rows.
    expect(await card(as.vip)).toMatchObject({ body: 'Secret set list', locked: false });
    const fanplusFeed = await as.fanplus.get('/api/community/feed');
    expect(fanplusFeed.body).not.toContain('Secret set list');
    expect(await card(as.fanplus)).toMatchObject({ body: null, locked: true, canDelete: false });
    expect(await card(as.admin)).toMatchObject({ body: 'Secret set list', canDelete: true });
    expect(await card(as.vip)).toMatchObject({ locked: false, canDelete: false });

    // A fan's post: its author may edit it, the same page read by another member may not.
    const [{ id }] = (await ctx.app.db
      .insert(posts)
      .values({ title: '', body: 'Mine to edit', kind: 'fan', authorId: ids.fanplus })
      .returning({ id: posts.id })) as [{ id: string }];
    await pause(PAST_TTL_MS);
    const fanCard = async (caller: Caller) => {
      const res = await caller.get('/api/community/feed');
      return res.json<FeedResponse>().posts.find((p) => p.id === id)!;
    };
    expect(await fanCard(as.vip)).toMatchObject({ canEdit: false, canDelete: false });
    expect(await fanCard(as.fanplus)).toMatchObject({ canEdit: true, canDelete: true });
    expect(await fanCard(as.vip)).toMatchObject({ canEdit: false, canDelete: false });
  });
});
