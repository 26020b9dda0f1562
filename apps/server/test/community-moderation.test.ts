import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANNED_MESSAGE,
  STAFF_CANNOT_BE_SANCTIONED,
  mutedUntilMessage,
} from '@fanclub/shared/schemas/community';
import type { ModerationItem } from '@fanclub/shared/schemas/community';
import { auditLog } from '../src/db/schema/audit';
import {
  blockedWords,
  communitySanctions,
  contentReports,
  postComments,
} from '../src/db/schema/community';
import { posts } from '../src/db/schema/content';
import { sanctionsRepository } from '../src/features/community/sanctions-repository';
import { formatUntil, writeGuard } from '../src/features/community/write-guard';
import type { DomainEventMap } from '../src/plugins/domain-events';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signInEveryRole } from './helpers/session';
import type { client } from './helpers/session';

type Client = ReturnType<typeof client>;
type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Status = 'published' | 'held' | 'hidden';
type Reason = 'spam' | 'harassment' | 'hate' | 'sexual' | 'other';

describe(`moderation of the club on ${testDbKind()}`, () => {
  let ctx: Ctx;
  let as: Record<string, Client>;
  const id: Record<string, string> = {};
  const published: { post: unknown[]; comment: unknown[] } = { post: [], comment: [] };

  const db = () => ctx.app.db;
  const word = () => `zz${randomBytes(4).toString('hex')}`;

  async function newPost(authorId: string, text: string, status: Status = 'published') {
    const [row] = await db()
      .insert(posts)
      .values({ body: text, kind: 'fan', requiredTier: 'fanplus', authorId, status })
      .returning({ id: posts.id });
    return row!.id;
  }
  async function newComment(
    postId: string,
    authorId: string,
    text: string,
    status: Status = 'published',
    parentId: string | null = null,
  ) {
    const [row] = await db()
      .insert(postComments)
      .values({ postId, authorId, body: text, status, parentId })
      .returning({ id: postComments.id });
    return row!.id;
  }
  async function report(
    type: 'post' | 'comment',
    targetId: string,
    reporter: string,
    reason: Reason,
  ) {
    await db()
      .insert(contentReports)
      .values({ targetType: type, targetId, reporterId: id[reporter]!, reason });
  }
  const reportsOf = (targetId: string) =>
    db().select().from(contentReports).where(eq(contentReports.targetId, targetId));
  const postRow = async (postId: string) =>
    (await db().select().from(posts).where(eq(posts.id, postId)))[0]!;
  const commentRow = async (commentId: string) =>
    (await db().select().from(postComments).where(eq(postComments.id, commentId)))[0]!;

  /** Every page of the queue, as `who` reads it. */
  async function queue(who = 'artist', pageUrl = '/api/moderation/queue') {
    const items: ModerationItem[] = [];
    let cursor: string | null = null;
    do {
      const res = await as[who]!.get(`${pageUrl}${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: ModerationItem[]; nextCursor: string | null };
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return items;
  }

  /** `act` answers `status` and writes exactly one audit entry like `expected`. */
  async function audited(
    act: () => Promise<LightMyRequestResponse>,
    status: number,
    expected: { actor: string; action: string; targetType: string; targetId?: string },
  ) {
    const before = new Set(
      (await db().select({ id: auditLog.id }).from(auditLog)).map((r) => r.id),
    );
    const res = await act();
    expect(res.statusCode, res.body).toBe(status);
    const entries = (await db().select().from(auditLog)).filter((r) => !before.has(r.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: id[expected.actor],
      action: expected.action,
      targetType: expected.targetType,
      ...(expected.targetId ? { targetId: expected.targetId } : {}),
    });
    expect(JSON.stringify(entries[0]!.details)).not.toContain('@');
    return res;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.76.0');
    for (const name of ['fan', 'fanplus', 'vip', 'artist', 'admin'])
      id[name] = (await as[name]!.get('/api/me')).json().user.id;
    ctx.app.domainEvents.on('community.post.published', (e) => void published.post.push(e));
    ctx.app.domainEvents.on('community.comment.published', (e) => void published.comment.push(e));
  });
  afterAll(async () => ctx?.close());

  it('lets only the artist and admins in: guests 401, fans of every tier 403', async () => {
    const postId = await newPost(id.fanplus!, 'Role check');
    const commentId = await newComment(postId, id.vip!, 'Role check');
    // Each staff call finds what it acts on (the DELETEs: a mute to lift, a word to remove).
    const muted = () =>
      db()
        .insert(communitySanctions)
        .values({ userId: id.fanplus!, kind: 'mute', until: new Date(Date.now() + 60_000) })
        .onConflictDoNothing();
    const listed = () =>
      db().insert(blockedWords).values({ word: 'rolecheckword' }).onConflictDoNothing();
    const calls: [string, string, object?, (() => Promise<unknown>)?][] = [
      ['GET', '/api/moderation/queue'],
      ['POST', `/api/moderation/posts/${postId}`, { action: 'dismiss' }],
      ['POST', `/api/moderation/comments/${commentId}`, { action: 'dismiss' }],
      ['PATCH', `/api/moderation/posts/${postId}/slow-mode`, { seconds: 10 }],
      ['GET', '/api/moderation/sanctions'],
      ['PUT', `/api/moderation/sanctions/${id.fanplus}`, { kind: 'mute', hours: 1 }],
      ['DELETE', `/api/moderation/sanctions/${id.fanplus}`, undefined, muted],
      ['GET', '/api/moderation/blocked-words'],
      ['POST', '/api/moderation/blocked-words', { word: 'rolecheckword' }],
      ['DELETE', '/api/moderation/blocked-words/rolecheckword', undefined, listed],
    ];
    for (const [method, url, payload, prepare] of calls) {
      const call = (who: string) =>
        as[who]!.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect((await call('anonymous')).statusCode, `${method} ${url}`).toBe(401);
      for (const fan of ['fan', 'fanplus', 'vip'])
        expect((await call(fan)).statusCode, `${fan} ${method} ${url}`).toBe(403);
      for (const staff of ['artist', 'admin']) {
        await prepare?.();
        const res = await call(staff);
        expect([200, 201], `${staff} ${method} ${url}: ${res.body}`).toContain(res.statusCode);
      }
    }
    // The last calls were the staff's: no sanction is left and the word is gone.
    expect(await db().select().from(communitySanctions)).toEqual([]);
    expect(
      await db().select().from(blockedWords).where(eq(blockedWords.word, 'rolecheckword')),
    ).toEqual([]);
  });

  it('queues held and reported posts and comments, oldest first, with reasons counted and the held word', async () => {
    const held = word();
    await as.admin!.post('/api/moderation/blocked-words', { word: held });
    const heldPost = await newPost(id.fanplus!, `I think ${held.toUpperCase()} here`, 'held');
    const reportedPost = await newPost(id.vip!, 'A reported post');
    const host = await newPost(id.artist!, 'The artist writes');
    const heldComment = await newComment(host, id.vip!, `reply with ${held}`, 'held');
    const reportedComment = await newComment(host, id.fanplus!, 'A reported comment');
    await report('post', reportedPost, 'fan', 'spam');
    await report('post', reportedPost, 'fanplus', 'spam');
    await report('post', reportedPost, 'admin', 'hate');
    await report('comment', reportedComment, 'vip', 'harassment');
    const deleted = await newPost(id.fanplus!, 'Deleted, nothing to moderate', 'held');
    await db().update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, deleted));
    const untouched = await newPost(id.fanplus!, 'Published, unreported');

    const items = await queue('admin');
    const byId = new Map(items.map((i) => [i.targetId, i]));
    expect(byId.get(heldPost)).toMatchObject({
      targetType: 'post',
      postId: heldPost,
      status: 'held',
      heldForWord: held,
      reports: [],
      author: { id: id.fanplus, verified: false },
    });
    expect(byId.get(heldComment)).toMatchObject({
      targetType: 'comment',
      postId: host,
      heldForWord: held,
      text: `reply with ${held}`,
    });
    expect(byId.get(reportedPost)).toMatchObject({
      status: 'published',
      heldForWord: null,
      reports: [
        { reason: 'spam', count: 2 },
        { reason: 'hate', count: 1 },
      ],
    });
    expect(byId.get(reportedComment)?.reports).toEqual([{ reason: 'harassment', count: 1 }]);
    expect(byId.has(deleted)).toBe(false);
    expect(byId.has(untouched)).toBe(false);
    expect(byId.has(host)).toBe(false);
    // Oldest first: held ones since they were written, reported ones since their first report.
    const order = [heldPost, heldComment, reportedPost, reportedComment].map((t) =>
      items.findIndex((i) => i.targetId === t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The author's e-mail never shows.
    expect(JSON.stringify(items)).not.toContain('@example.com');
  });

  it('pages the queue with a cursor, every item once, and refuses a forged cursor with 400', async () => {
    for (let i = 0; i < 35; i++) await newPost(id.fanplus!, `Held number ${i}`, 'held');
    const first = (await as.artist!.get('/api/moderation/queue')).json();
    expect(first.items).toHaveLength(30);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await queue('artist');
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(new Set(all.map((i) => i.targetId)).size).toBe(all.length);
    for (const bad of [
      'abc',
      Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url'),
    ]) {
      const res = await as.artist!.get(`/api/moderation/queue?cursor=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('That is not a page cursor.');
    }
    // Clear them, so later queue reads stay short.
    await db().update(posts).set({ status: 'hidden' }).where(eq(posts.status, 'held'));
  });

  it('hides, deletes and restores a post, closing its open reports as actioned, one audit entry each', async () => {
    const postId = await newPost(id.vip!, 'Rude post');
    await report('post', postId, 'fanplus', 'harassment');
    const hide = await audited(
      () => as.artist!.post(`/api/moderation/posts/${postId}`, { action: 'hide' }),
      200,
      { actor: 'artist', action: 'community.post.hide', targetType: 'post', targetId: postId },
    );
    expect(hide.json()).toEqual({
      targetType: 'post',
      targetId: postId,
      status: 'hidden',
      deleted: false,
      reportsClosed: 1,
    });
    expect(await reportsOf(postId)).toMatchObject([
      { status: 'actioned', resolvedBy: id.artist, resolvedAt: expect.any(Date) },
    ]);
    expect((await queue()).some((i) => i.targetId === postId)).toBe(false);

    await audited(
      () => as.admin!.post(`/api/moderation/posts/${postId}`, { action: 'delete' }),
      200,
      { actor: 'admin', action: 'community.post.delete', targetType: 'post', targetId: postId },
    );
    expect((await postRow(postId)).deletedAt).toBeInstanceOf(Date);
    const restored = await audited(
      () => as.admin!.post(`/api/moderation/posts/${postId}`, { action: 'restore' }),
      200,
      { actor: 'admin', action: 'community.post.restore', targetType: 'post' },
    );
    expect(restored.json()).toMatchObject({
      status: 'published',
      deleted: false,
      reportsClosed: 0,
    });
    expect(await postRow(postId)).toMatchObject({ status: 'published', deletedAt: null });
    // Restoring what was published before announces nothing new.
    expect(published.post).not.toContainEqual(expect.objectContaining({ postId }));
  });

  it('dismisses reports (dismissed) and leaves the content as it was', async () => {
    const postId = await newPost(id.fanplus!, 'Harmless');
    await report('post', postId, 'vip', 'other');
    await report('post', postId, 'fan', 'spam');
    const res = await audited(
      () => as.artist!.post(`/api/moderation/posts/${postId}`, { action: 'dismiss' }),
      200,
      { actor: 'artist', action: 'community.post.dismiss', targetType: 'post', targetId: postId },
    );
    expect(res.json()).toMatchObject({ status: 'published', deleted: false, reportsClosed: 2 });
    expect((await reportsOf(postId)).map((r) => r.status)).toEqual(['dismissed', 'dismissed']);
    expect(await postRow(postId)).toMatchObject({ status: 'published', deletedAt: null });
  });

  it('publishes a held post and announces it with the domain event', async () => {
    const postId = await newPost(id.fanplus!, 'Held for a word', 'held');
    await audited(
      () => as.admin!.post(`/api/moderation/posts/${postId}`, { action: 'publish' }),
      200,
      { actor: 'admin', action: 'community.post.publish', targetType: 'post', targetId: postId },
    );
    expect((await postRow(postId)).status).toBe('published');
    await waitFor(() => published.post.length > 0);
    expect(published.post).toContainEqual({ postId, authorId: id.fanplus, kind: 'fan' });
    // Publishing again: it is not held any more.
    const again = await as.admin!.post(`/api/moderation/posts/${postId}`, { action: 'publish' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This post is not held for review: restore it instead.');
  });

  it('publishes a held reply with its event and keeps the comment and reply counts in step', async () => {
    const postId = await newPost(id.artist!, 'Artist post');
    const parent = await newComment(postId, id.fanplus!, 'Top comment');
    await db().update(posts).set({ commentCount: 1 }).where(eq(posts.id, postId));
    const reply = await newComment(postId, id.vip!, 'Held reply', 'held', parent);
    await audited(
      () => as.artist!.post(`/api/moderation/comments/${reply}`, { action: 'publish' }),
      200,
      {
        actor: 'artist',
        action: 'community.comment.publish',
        targetType: 'comment',
        targetId: reply,
      },
    );
    expect((await postRow(postId)).commentCount).toBe(2);
    expect((await commentRow(parent)).replyCount).toBe(1);
    await waitFor(() => published.comment.length > 0);
    expect(published.comment).toContainEqual({
      commentId: reply,
      postId,
      parentId: parent,
      authorId: id.vip!,
      byArtist: false,
      postAuthorId: id.artist!,
      parentAuthorId: id.fanplus!,
    } satisfies DomainEventMap['community.comment.published']);

    await report('comment', reply, 'fanplus', 'harassment');
    await as.admin!.post(`/api/moderation/comments/${reply}`, { action: 'hide' });
    expect((await postRow(postId)).commentCount).toBe(1);
    expect((await commentRow(parent)).replyCount).toBe(0);
    expect((await reportsOf(reply))[0]?.status).toBe('actioned');
    // Deleting the hidden reply changes no count again; restoring brings it back once.
    await as.admin!.post(`/api/moderation/comments/${reply}`, { action: 'delete' });
    expect((await postRow(postId)).commentCount).toBe(1);
    await as.admin!.post(`/api/moderation/comments/${reply}`, { action: 'restore' });
    expect((await postRow(postId)).commentCount).toBe(2);
    expect(await commentRow(reply)).toMatchObject({ status: 'published', deletedAt: null });
  });

  it('answers 404 for a post or comment that does not exist, and 400 for an unknown action', async () => {
    for (const type of ['posts', 'comments']) {
      for (const target of [randomUUID(), 'not-a-uuid']) {
        const res = await as.admin!.post(`/api/moderation/${type}/${target}`, { action: 'hide' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/^(Post|Comment) not found\.$/);
      }
    }
    const postId = await newPost(id.fanplus!, 'Still here');
    const res = await as.admin!.post(`/api/moderation/posts/${postId}`, { action: 'explode' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(
      'The action is hide, delete, restore, publish or dismiss.',
    );
    expect((await postRow(postId)).status).toBe('published');
  });

  it('mutes a member for some hours (the guard says until when), bans, lists and lifts, with audit entries', async () => {
    const guard = writeGuard(sanctionsRepository(db()));
    const before = Date.now();
    const mute = await audited(
      () =>
        as.artist!.put(`/api/moderation/sanctions/${id.fanplus}`, {
          kind: 'mute',
          hours: 2,
          reason: 'Rude in the live',
        }),
      200,
      {
        actor: 'artist',
        action: 'community.member_muted',
        targetType: 'member',
        targetId: id.fanplus,
      },
    );
    const until = new Date(mute.json().until as string);
    expect(until.getTime() - before).toBeGreaterThanOrEqual(2 * 3_600_000 - 1_000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
    const refusal = await guard.assertMayWrite(id.fanplus!).catch((e: unknown) => e);
    expect(refusal).toMatchObject({
      statusCode: 403,
      message: mutedUntilMessage(formatUntil(until)),
    });
    expect((refusal as Error).message).toMatch(
      /^You are muted in the community until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC\.$/,
    );
    // After the mute ends the member writes again.
    await expect(
      guard.assertMayWrite(id.fanplus!, new Date(until.getTime() + 1)),
    ).resolves.toBeUndefined();

    const list = (await as.admin!.get('/api/moderation/sanctions')).json();
    expect(list.sanctions).toContainEqual(
      expect.objectContaining({
        kind: 'mute',
        until: until.toISOString(),
        reason: 'Rude in the live',
        user: expect.objectContaining({ id: id.fanplus, verified: false }),
      }),
    );

    await audited(
      () => as.admin!.put(`/api/moderation/sanctions/${id.fanplus}`, { kind: 'ban' }),
      200,
      {
        actor: 'admin',
        action: 'community.member_banned',
        targetType: 'member',
        targetId: id.fanplus,
      },
    );
    await expect(guard.assertMayWrite(id.fanplus!)).rejects.toMatchObject({
      message: BANNED_MESSAGE,
    });
    expect((await as.admin!.get('/api/moderation/sanctions')).json().sanctions).toContainEqual(
      expect.objectContaining({ kind: 'ban', until: null }),
    );

    await audited(
      () => as.artist!.inject({ method: 'DELETE', url: `/api/moderation/sanctions/${id.fanplus}` }),
      200,
      {
        actor: 'artist',
        action: 'community.sanction_lifted',
        targetType: 'member',
        targetId: id.fanplus,
      },
    );
    await expect(guard.assertMayWrite(id.fanplus!)).resolves.toBeUndefined();
    const again = await as.artist!.inject({
      method: 'DELETE',
      url: `/api/moderation/sanctions/${id.fanplus}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This member is not muted or banned.');
    // The log's member entries name the member for admins.
    const log = (
      await as.admin!.get(`/api/admin/audit?targetType=member&targetId=${id.fanplus}`)
    ).json();
    expect(log.items.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'community.sanction_lifted',
      'community.member_banned',
      'community.member_muted',
    ]);
    expect(log.items[0].targetEmail).toBe('fanplus@example.com');
  });

  it('tells each writer of comments arriving together on one post about their own mute only', async () => {
    // Comments on one post at the same moment read the post and their writers' sanctions in one
    // statement (comment-repository.ts): each answer must still be its own writer's.
    const postId = await newPost(id.artist!, 'Busy thread');
    const until = new Date(Date.now() + 3_600_000);
    await db().insert(communitySanctions).values({ userId: id.fanplus!, kind: 'mute', until });
    try {
      const writers = ['fanplus', 'vip', 'fanplus', 'vip', 'fanplus', 'vip'];
      const answers = await Promise.all(
        writers.map((who, i) =>
          as[who]!.post(`/api/community/posts/${postId}/comments`, { text: `Together ${i}` }),
        ),
      );
      answers.forEach((res, i) => {
        if (writers[i] === 'vip') expect(res.statusCode, res.body).toBe(201);
        else
          expect(res.json()).toMatchObject({
            statusCode: 403,
            message: mutedUntilMessage(formatUntil(until)),
          });
      });
      const written = await db()
        .select({ body: postComments.body, authorId: postComments.authorId })
        .from(postComments)
        .where(eq(postComments.postId, postId));
      expect(written.map((r) => r.authorId)).toEqual([id.vip, id.vip, id.vip]);
    } finally {
      await db().delete(communitySanctions).where(eq(communitySanctions.userId, id.fanplus!));
    }
  });

  it('never sanctions staff, nor an unknown account, and refuses bad sanctions with a reason', async () => {
    for (const staff of ['artist', 'admin']) {
      const res = await as.admin!.put(`/api/moderation/sanctions/${id[staff]}`, { kind: 'ban' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(STAFF_CANNOT_BE_SANCTIONED);
    }
    const unknown = await as.admin!.put('/api/moderation/sanctions/nobody-at-all', { kind: 'ban' });
    expect(unknown.statusCode).toBe(404);
    const bad: [object, string][] = [
      [{ kind: 'mute', hours: 0 }, 'A mute lasts at least 1 hour.'],
      [{ kind: 'mute', hours: 1.5 }, 'A mute lasts a whole number of hours.'],
      [{ kind: 'mute' }, 'Please say how many hours the mute lasts.'],
      [{ kind: 'mute', hours: 9_000 }, 'A mute lasts at most a year'],
      [{ kind: 'exile' }, 'The sanction is mute or ban.'],
    ];
    for (const [payload, message] of bad) {
      const res = await as.admin!.put(`/api/moderation/sanctions/${id.vip}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await db().select().from(communitySanctions)).toEqual([]);
  });

  it('keeps the blocked words: add (again is 200), list, remove, and held posts see a change at once', async () => {
    const w = word();
    const heldPost = await newPost(id.vip!, `Text with ${w} inside`, 'held');
    const held = async () => (await queue()).find((i) => i.targetId === heldPost)?.heldForWord;
    expect(await held()).toBeNull();

    await audited(
      () => as.admin!.post('/api/moderation/blocked-words', { word: `  ${w.toUpperCase()} ` }),
      201,
      { actor: 'admin', action: 'community.word_blocked', targetType: 'blocked_word', targetId: w },
    );
    // The app's own guard (the one the queue and the post and comment routes use) sees it now,
    // not after its cache runs out.
    expect(await held()).toBe(w);
    const again = await as.artist!.post('/api/moderation/blocked-words', { word: w });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ word: w });
    expect(await db().select().from(blockedWords).where(eq(blockedWords.word, w))).toHaveLength(1);
    const list = (await as.artist!.get('/api/moderation/blocked-words')).json();
    expect(list.words.map((x: { word: string }) => x.word)).toContain(w);

    await audited(
      () => as.artist!.inject({ method: 'DELETE', url: `/api/moderation/blocked-words/${w}` }),
      200,
      {
        actor: 'artist',
        action: 'community.word_unblocked',
        targetType: 'blocked_word',
        targetId: w,
      },
    );
    expect(await held()).toBeNull();
    const gone = await as.artist!.inject({
      method: 'DELETE',
      url: `/api/moderation/blocked-words/${w}`,
    });
    expect(gone.statusCode).toBe(404);

    for (const [payload, message] of [
      [{ word: 'x' }, 'A blocked word has at least 2 characters.'],
      [{ word: 'y'.repeat(65) }, 'A blocked word has at most 64 characters.'],
      [{}, 'Please type a word.'],
    ] as const) {
      const res = await as.admin!.post('/api/moderation/blocked-words', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('sets slow mode on a post (audited), 404 for none, 400 for a bad length', async () => {
    const postId = await newPost(id.artist!, 'Busy post');
    const res = await audited(
      () => as.artist!.patch(`/api/moderation/posts/${postId}/slow-mode`, { seconds: 30 }),
      200,
      { actor: 'artist', action: 'community.slow_mode_set', targetType: 'post', targetId: postId },
    );
    expect(res.json()).toEqual({ postId, slowModeSeconds: 30 });
    expect((await postRow(postId)).slowModeSeconds).toBe(30);
    await as.admin!.patch(`/api/moderation/posts/${postId}/slow-mode`, { seconds: 0 });
    expect((await postRow(postId)).slowModeSeconds).toBe(0);
    expect(
      (await as.admin!.patch(`/api/moderation/posts/${randomUUID()}/slow-mode`, { seconds: 10 }))
        .statusCode,
    ).toBe(404);
    for (const [seconds, message] of [
      [-1, 'Slow mode cannot be negative.'],
      [3_601, 'Slow mode is at most 3,600 seconds'],
      ['soon', 'Slow mode is a whole number of seconds.'],
    ] as const) {
      const bad = await as.admin!.patch(`/api/moderation/posts/${postId}/slow-mode`, { seconds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
  });

  it('records nothing for refused calls', async () => {
    const postId = await newPost(id.fanplus!, 'Nothing happens');
    const before = await db().select({ id: auditLog.id }).from(auditLog);
    await as.vip!.post(`/api/moderation/posts/${postId}`, { action: 'delete' });
    await as.admin!.post(`/api/moderation/posts/${randomUUID()}`, { action: 'delete' });
    await as.admin!.post(`/api/moderation/posts/${postId}`, { action: 'explode' });
    await as.admin!.put(`/api/moderation/sanctions/${id.artist}`, { kind: 'ban' });
    expect(await db().select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
    expect(await postRow(postId)).toMatchObject({ status: 'published', deletedAt: null });
  });
});

/** Domain events are fire-and-forget: wait (briefly) for a handler to have run. */
async function waitFor(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
}
