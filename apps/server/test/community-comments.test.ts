import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMENT_TEXT_MAX,
  COMMUNITY_LOCKED,
  HELD_FOR_REVIEW,
  mutedUntilMessage,
  POST_GONE,
  REPLIES_ONE_LEVEL,
  slowModeMessage,
} from '@fanclub/shared/schemas/community';
import type { Comment, CommentsResponse, PostUpdate } from '@fanclub/shared/schemas/community';
import { auditLog } from '../src/db/schema/audit';
import { posts } from '../src/db/schema/content';
import {
  blockedWords,
  communitySanctions,
  contentReports,
  inboxItems,
  postComments,
} from '../src/db/schema/community';
import { formatUntil } from '../src/features/community/write-guard';
import type { Member } from './security/actors';
import { signInActors } from './security/actors';
import { scaledOutAvailable, useScaledApps } from './helpers/scaled-apps';
import { client } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;
type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const BLOCKED = 'zorblax';

async function newPost(
  app: FastifyInstance,
  authorId: string,
  values: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(posts)
    .values({ title: 'Hello', body: 'Post body', kind: 'artist', authorId, ...values })
    .returning({ id: posts.id });
  return row!.id;
}

const postRow = async (app: FastifyInstance, id: string) =>
  (await app.db.select().from(posts).where(eq(posts.id, id)))[0]!;

/** Every demo member signed in, as browser-like callers, with their ids. */
async function members(app: FastifyInstance, origin: string) {
  const signed = await signInActors(app, origin);
  const as = {} as Record<Member | 'anonymous', Caller>;
  for (const [actor, cookie] of Object.entries(signed.cookies))
    as[actor as Member] = client(app, origin, cookie);
  return { as, ids: signed.userIds };
}

const del = (caller: Caller, url: string) => caller.inject({ method: 'DELETE', url });

/** A Server-Sent Events reader on a listening app: every `data:` message, parsed. */
function openEvents(port: number, path: string, cookie = '') {
  const messages: PostUpdate[] = [];
  let raw = '';
  let status = 0;
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
  });
  const opened = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        let end: number;
        while ((end = raw.indexOf('\n\n')) >= 0) {
          const block = raw.slice(0, end);
          raw = raw.slice(end + 2);
          for (const line of block.split('\n'))
            if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)) as PostUpdate);
        }
      });
      // Headers arrive with the first bytes (`retry:`), sent once the stream is subscribed.
      res.once('data', () => resolve(status));
      res.on('end', () => resolve(status));
    });
    req.on('error', reject);
  });
  req.end();
  return { messages, opened, close: () => req.destroy(), headers: () => status };
}

describe(`comments, likes and reports of a post on ${testDbKind()}`, () => {
  let ctx: Ctx;
  let as: Record<Member | 'anonymous', Caller>;
  let ids: Record<Member, string>;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    // Before any comment: the write guard keeps the list in memory for a few seconds.
    await ctx.app.db.insert(blockedWords).values({ word: BLOCKED });
    ({ as, ids } = await members(ctx.app, ctx.config.publicUrl));
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx?.close());

  const comment = (caller: Caller, postId: string, text: string, parentId?: string) =>
    caller.post(`/api/community/posts/${postId}/comments`, {
      text,
      ...(parentId ? { parentId } : {}),
    });
  const list = async (caller: Caller, postId: string, cursor?: string) => {
    const res = await caller.get(
      `/api/community/posts/${postId}/comments${cursor ? `?cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommentsResponse>();
  };

  it('refuses empty, over-long and direction-changing text, and replies to replies', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const empty = await comment(as.fanplus, postId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please write a comment.');
    const long = await comment(as.fanplus, postId, 'x'.repeat(COMMENT_TEXT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 2,000 characters');
    const bidi = await comment(as.fanplus, postId, 'hello \u202Eevil');
    expect(bidi.statusCode).toBe(400);
    expect(bidi.json().message).toContain('direction-changing');

    const top = (await comment(as.fanplus, postId, 'Top')).json<Comment>();
    const reply = await comment(as.vip, postId, 'A reply', top.id);
    expect(reply.statusCode).toBe(201);
    const deeper = await comment(as.fanplus, postId, 'Reply to a reply', reply.json<Comment>().id);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe(REPLIES_ONE_LEVEL);
    // A parent from another post is no parent either.
    const other = await newPost(ctx.app, ids.artist);
    expect((await comment(as.fanplus, other, 'Elsewhere', top.id)).statusCode).toBe(400);
    // HTML and markdown are kept as written (shown as text).
    const html = (await comment(as.fanplus, postId, '<b>bold</b> **md**')).json<Comment>();
    expect(html.body).toBe('<b>bold</b> **md**');
  });

  it('answers 410 on a deleted post and keeps free fans out', async () => {
    const gone = await newPost(ctx.app, ids.artist, { deletedAt: new Date() });
    const res = await comment(as.vip, gone, 'Anyone?');
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(POST_GONE);
    expect((await as.anonymous.get(`/api/community/posts/${gone}/comments`)).statusCode).toBe(410);

    const free = await newPost(ctx.app, ids.artist);
    const locked = await comment(as.fan, free, 'Hi!');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(COMMUNITY_LOCKED);
    expect((await as.fan.put(`/api/community/posts/${free}/like`)).statusCode).toBe(403);
    // Free posts' comments are readable by everyone; a fan's post is not.
    expect((await as.anonymous.get(`/api/community/posts/${free}/comments`)).statusCode).toBe(200);
    const fanPost = await newPost(ctx.app, ids.fanplus, { kind: 'fan', requiredTier: 'fanplus' });
    const refused = await as.fan.get(`/api/community/posts/${fanPost}/comments`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMUNITY_LOCKED);
    const vipPost = await newPost(ctx.app, ids.artist, { requiredTier: 'vip' });
    expect((await comment(as.fanplus, vipPost, 'Let me in')).statusCode).toBe(403);
  });

  it('counts a like once however often it is sent, and takes it back', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    for (let i = 0; i < 2; i++) {
      const res = await as.vip.put(`/api/community/posts/${postId}/like`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ liked: true, likeCount: 1 });
    }
    await as.fanplus.put(`/api/community/posts/${postId}/like`);
    expect((await postRow(ctx.app, postId)).likeCount).toBe(2);
    for (let i = 0; i < 2; i++) {
      const res = await del(as.vip, `/api/community/posts/${postId}/like`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ liked: false, likeCount: 1 });
    }

    const c = (await comment(as.fanplus, postId, 'Like me')).json<Comment>();
    await as.vip.put(`/api/community/comments/${c.id}/like`);
    await as.vip.put(`/api/community/comments/${c.id}/like`);
    const [mine] = (await list(as.vip, postId)).comments;
    expect(mine).toMatchObject({ id: c.id, likeCount: 1, likedByMe: true });
    expect((await list(as.fanplus, postId)).comments[0]).toMatchObject({ likedByMe: false });
    expect((await del(as.vip, `/api/community/comments/${c.id}/like`)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
  });

  it('tells a muted member until when, and holds slow mode with retry-after', async () => {
    const postId = await newPost(ctx.app, ids.artist, { slowModeSeconds: 30 });
    const until = new Date(Date.now() + 3 * 3_600_000);
    await ctx.app.db
      .insert(communitySanctions)
      .values({ userId: ids.vip, kind: 'mute', until, createdBy: ids.admin });
    const muted = await comment(as.vip, postId, 'Can I talk?');
    expect(muted.statusCode).toBe(403);
    expect(muted.json().message).toBe(mutedUntilMessage(formatUntil(until)));
    await ctx.app.db.delete(communitySanctions).where(eq(communitySanctions.userId, ids.vip));

    expect((await comment(as.vip, postId, 'First')).statusCode).toBe(201);
    const second = await comment(as.vip, postId, 'Second');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(slowModeMessage(30));
    const wait = Number(second.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(30);
    // Another member, and the artist twice, are not held back.
    expect((await comment(as.fanplus, postId, 'Mine')).statusCode).toBe(201);
    expect((await comment(as.artist, postId, 'One')).statusCode).toBe(201);
    expect((await comment(as.artist, postId, 'Two')).statusCode).toBe(201);
    expect((await postRow(ctx.app, postId)).commentCount).toBe(4);
  });

  it('holds a comment with a blocked word: its author and moderators see it, no one else', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const res = await comment(as.fanplus, postId, `You are a ${BLOCKED.toUpperCase()}!`);
    expect(res.statusCode).toBe(201);
    const held = res.json<Comment>();
    expect(held.status).toBe('held');
    expect(HELD_FOR_REVIEW).toBeTruthy();
    expect((await list(as.vip, postId)).comments).toEqual([]);
    expect((await list(as.anonymous, postId)).comments).toEqual([]);
    expect((await list(as.fanplus, postId)).comments.map((c) => c.id)).toEqual([held.id]);
    expect((await list(as.artist, postId)).comments.map((c) => c.id)).toEqual([held.id]);
    expect((await postRow(ctx.app, postId)).commentCount).toBe(0);
    // Others can neither like nor report what they cannot see.
    expect((await as.vip.put(`/api/community/comments/${held.id}/like`)).statusCode).toBe(404);
    expect((await comment(as.vip, postId, 'Answer', held.id)).statusCode).toBe(404);
    const report = { targetType: 'comment', targetId: held.id, reason: 'hate' };
    expect((await as.vip.post('/api/community/reports', report)).statusCode).toBe(404);
  });

  it("pins the artist's reply first, then the first replies, and counts them", async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const top = (await comment(as.vip, postId, 'Love this')).json<Comment>();
    const fanReplies: string[] = [];
    for (const text of ['r1', 'r2', 'r3', 'r4'])
      fanReplies.push((await comment(as.fanplus, postId, text, top.id)).json<Comment>().id);
    const artist = (await comment(as.artist, postId, 'Thank you!', top.id)).json<Comment>();
    expect(artist.byArtist).toBe(true);
    expect(artist.author.verified).toBe(true);

    const [thread] = (await list(as.anonymous, postId)).comments;
    expect(thread!.replyCount).toBe(5);
    expect(thread!.replies.map((r) => r.id)).toEqual([artist.id, ...fanReplies.slice(0, 3)]);
    expect(thread!.canDelete).toBe(false);
    expect((await postRow(ctx.app, postId)).commentCount).toBe(6);

    const all = await as.anonymous.get(`/api/community/comments/${top.id}/replies`);
    expect(all.statusCode).toBe(200);
    expect(all.json().replies.map((r: Comment) => r.id)).toEqual([...fanReplies, artist.id]);
    expect(all.json().nextCursor).toBeNull();
  });

  it('lets an author or a moderator delete a comment, and counts it out', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const top = (await comment(as.vip, postId, 'Mine')).json<Comment>();
    await comment(as.fanplus, postId, 'A reply', top.id);
    const other = (await comment(as.fanplus, postId, 'Another')).json<Comment>();
    expect((await postRow(ctx.app, postId)).commentCount).toBe(3);

    const refused = await del(as.fanplus, `/api/community/comments/${top.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    expect((await del(as.fanplus, `/api/community/comments/${other.id}`)).statusCode).toBe(200);
    expect((await postRow(ctx.app, postId)).commentCount).toBe(2);
    expect(await auditFor(other.id)).toHaveLength(0);

    expect((await del(as.artist, `/api/community/comments/${top.id}`)).statusCode).toBe(200);
    // The comment and the reply under it are gone from the post and its count.
    expect((await postRow(ctx.app, postId)).commentCount).toBe(0);
    expect((await list(as.vip, postId)).comments).toEqual([]);
    expect(await auditFor(top.id)).toEqual([
      expect.objectContaining({ action: 'community.comment.delete', actorId: ids.artist }),
    ]);
    expect((await del(as.vip, `/api/community/comments/${top.id}`)).statusCode).toBe(410);
  });

  const auditFor = (id: string) =>
    ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  it('takes one report per member and target', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const c = (await comment(as.fanplus, postId, 'Report me')).json<Comment>();
    const body = { targetType: 'comment', targetId: c.id, reason: 'spam' };
    expect((await as.vip.post('/api/community/reports', body)).statusCode).toBe(201);
    expect((await as.vip.post('/api/community/reports', body)).statusCode).toBe(200);
    // A free fan may report the free post they can read.
    const post = { targetType: 'post', targetId: postId, reason: 'other', note: 'hmm' };
    expect((await as.fan.post('/api/community/reports', post)).statusCode).toBe(201);
    const vipPost = await newPost(ctx.app, ids.artist, { requiredTier: 'vip' });
    const locked = { targetType: 'post', targetId: vipPost, reason: 'spam' };
    expect((await as.fan.post('/api/community/reports', locked)).statusCode).toBe(403);
    const rows = await ctx.app.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetId, c.id), eq(contentReports.reporterId, ids.vip)));
    expect(rows).toHaveLength(1);
  });

  it('writes and counts comments sent at the same moment, each answered with its own row', async () => {
    // Comments arriving together are written, counted and put in the inbox in batches
    // (lib/write-batch.ts): every writer must still get its own comment back, counted in.
    const postId = await newPost(ctx.app, ids.artist);
    const top = (await comment(as.vip, postId, 'Top')).json<Comment>();
    const names = ['vip', 'fanplus', 'artist'] as const;
    const texts = Array.from({ length: 9 }, (_, i) => `At once ${i}`);
    const answers = await Promise.all(
      texts.map((text, i) => comment(as[names[i % 3]!], postId, text, i < 3 ? top.id : undefined)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(texts.map(() => 201));
    const written = answers.map((a) => a.json<Comment>());
    expect(written.map((c) => c.body)).toEqual(texts);
    expect(written.map((c) => c.author.id)).toEqual(texts.map((_, k) => ids[names[k % 3]!]));
    expect(new Set(written.map((c) => c.id)).size).toBe(texts.length);
    expect((await postRow(ctx.app, postId)).commentCount).toBe(1 + texts.length);
    const [thread] = (await list(as.anonymous, postId)).comments.filter((c) => c.id === top.id);
    expect(thread!.replyCount).toBe(3);
    // The post's author (the artist) hears of each comment but their own, once.
    const inboxed = async () =>
      (await ctx.app.db.select().from(inboxItems).where(eq(inboxItems.userId, ids.artist)))
        .map((item) => item.groupKey)
        .filter((key) => written.some((c) => key === `comment:${c.id}`)).length;
    await expect.poll(inboxed, { timeout: 5_000 }).toBe(6);
  });

  it('pages top-level comments newest first without gaps or repeats', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const base = Date.now() - 3_600_000;
    // Pairs share a timestamp, so the id decides their order.
    const rows = Array.from({ length: 65 }, (_, i) => ({
      postId,
      authorId: ids.vip,
      body: `c${i}`,
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    }));
    await ctx.app.db.insert(postComments).values(rows);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(as.anonymous, postId, cursor);
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(65);
    const expected = await ctx.app.db
      .select({ id: postComments.id, at: postComments.createdAt })
      .from(postComments)
      .where(eq(postComments.postId, postId));
    expected.sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
    expect(seen).toEqual(expected.map((e) => e.id));
    const foreign = await as.anonymous.get(`/api/community/posts/${postId}/comments?cursor=nope`);
    expect(foreign.statusCode).toBe(400);
  });

  it('streams new comments and like counts to another reader of the post', async () => {
    const postId = await newPost(ctx.app, ids.artist);
    const cookieOf = (c: Caller) => c.cookie;
    const reader = openEvents(port, `/api/community/posts/${postId}/events`, cookieOf(as.vip));
    expect(await reader.opened).toBe(200);
    const guest = openEvents(port, `/api/community/posts/${postId}/events`);
    expect(await guest.opened).toBe(200);

    const c = (await comment(as.fanplus, postId, 'Live!')).json<Comment>();
    await expect
      .poll(() => reader.messages.find((m) => m.type === 'comment'), { timeout: 5_000 })
      .toMatchObject({ type: 'comment', comment: { id: c.id, body: 'Live!', canDelete: false } });
    await as.vip.put(`/api/community/posts/${postId}/like`);
    await expect
      .poll(() => guest.messages.filter((m) => m.type === 'likes').at(-1), { timeout: 5_000 })
      .toEqual({ type: 'likes', postId, likeCount: 1, commentCount: 1 });
    await as.vip.put(`/api/community/comments/${c.id}/like`);
    await expect
      .poll(() => reader.messages.some((m) => m.type === 'comment-likes' && m.likeCount === 1))
      .toBe(true);
    // Held comments never go out.
    await comment(as.fanplus, postId, `${BLOCKED} here`);
    await del(as.fanplus, `/api/community/comments/${c.id}`);
    await expect.poll(() => reader.messages.some((m) => m.type === 'comment-removed')).toBe(true);
    expect(reader.messages.filter((m) => m.type === 'comment')).toHaveLength(1);
    reader.close();
    // The guest's stream stays open: closing the app (afterAll) must end it, not wait for it.
    void guest;

    // Refusals answer with their status and a JSON message, before anything streams.
    const fanPost = await newPost(ctx.app, ids.fanplus, { kind: 'fan', requiredTier: 'fanplus' });
    const refused = await as.fan.inject({
      method: 'GET',
      url: `/api/community/posts/${fanPost}/events`,
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMUNITY_LOCKED);
    // Without the event-stream Accept header: the counts once.
    expect((await as.vip.get(`/api/community/posts/${postId}/events`)).json()).toEqual({
      postId,
      likeCount: 1,
      commentCount: 0,
    });
  });
});

describe.skipIf(!scaledOutAvailable)('live updates of a post across two processes', () => {
  const apps = useScaledApps();

  it('reaches a reader on the other process', async () => {
    const { one, two } = apps;
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (two.app.server.address() as AddressInfo).port;
    const { as, ids } = await members(one.app, one.config.publicUrl);
    const postId = await newPost(one.app, ids.artist);
    const reader = openEvents(port, `/api/community/posts/${postId}/events`);
    expect(await reader.opened).toBe(200);
    const res = await as.vip.post(`/api/community/posts/${postId}/comments`, { text: 'Hi two' });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(() => reader.messages.find((m) => m.type === 'comment'), { timeout: 5_000 })
      .toMatchObject({ comment: { id: res.json<Comment>().id } });
    await as.fanplus.put(`/api/community/posts/${postId}/like`);
    await expect
      .poll(() => reader.messages.some((m) => m.type === 'likes' && m.likeCount === 1), {
        timeout: 5_000,
      })
      .toBe(true);
    reader.close();
  });
});
