import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { events } from '../../src/db/schema/events';
import { posts } from '../../src/db/schema/content';
import { users } from '../../src/db/schema/auth';
import { blockedWords, communitySanctions, postComments } from '../../src/db/schema/community';
import { profiles } from '../../src/db/schema/profiles';
import { orders } from '../../src/db/schema/commerce';
import { checkoutSessions, payments } from '../../src/db/schema/billing';
import { liveChatMessages, liveStreams, pushSubscriptions } from '../../src/db/schema/live';
import { membershipService } from '../../src/features/accounts/membership';
import { accountsRepository } from '../../src/features/accounts/repository';
import type { Member } from './actors';

/** Card and shipping fields the demo payment provider accepts (4242… always succeeds). */
export const CARD = {
  email: 'buyer@example.org',
  fullName: 'Matrix Buyer',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/39',
  cvc: '123',
  zipCode: '90028',
  country: 'US',
};
export const SHIPPING = {
  recipientName: 'Ada Fan',
  addressLine1: '1 Sunset Blvd',
  city: 'Los Angeles',
  region: 'CA',
  addressLine2: '',
  shippingZip: '90028',
  acceptTerms: true,
};
export const TEE_LINE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };

/** Rows and files the sample requests address, made once per test file on its fresh database. */
export interface Fixtures {
  app: FastifyInstance;
  origin: string;
  userIds: Record<Member, string>;
  albumId: string;
  trackId: string;
  eventId: string;
  productId: string;
  /** A file under DATA_DIR/live and one under DATA_DIR/storage, as the static routes serve them. */
  hlsUrl: string;
  /** A replay's served playlist on disk (its token is made by the sample). */
  replayUrl: string;
  storageUrl: string;
  avatarPng: Buffer;
}

const firstId = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  const list = res.json() as { id: string | number }[];
  if (res.statusCode !== 200 || !list[0])
    throw new Error(`no fixture from ${url}: ${res.statusCode}`);
  return String(list[0].id);
};

export async function createFixtures(
  app: FastifyInstance,
  origin: string,
  dataDir: string,
  userIds: Record<Member, string>,
): Promise<Fixtures> {
  const streamDir = join(dataDir, 'live', '00000000-0000-4000-8000-000000000011');
  await mkdir(streamDir, { recursive: true });
  await writeFile(join(streamDir, 'index.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n');
  const replayDir = join(dataDir, 'replays', '00000000-0000-4000-8000-000000000012');
  await mkdir(replayDir, { recursive: true });
  await writeFile(join(replayDir, 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
  await mkdir(join(dataDir, 'storage', 'probe'), { recursive: true });
  await writeFile(join(dataDir, 'storage', 'probe', 'file.txt'), 'stored');
  // An upcoming, on-sale event that is not VIP-only, so any member may buy a ticket.
  const [event] = await app.db
    .insert(events)
    .values({
      title: 'Matrix Night',
      eventDate: new Date(Date.now() + 30 * 86_400_000),
      location: 'Los Angeles',
      ticketPriceCents: 2500,
      capacity: 500,
    })
    .returning({ id: events.id });
  return {
    app,
    origin,
    userIds,
    albumId: await firstId(app, '/api/albums'),
    trackId: await firstId(app, '/api/tracks'),
    eventId: event!.id,
    productId: await firstId(app, '/api/products'),
    hlsUrl: '/live/00000000-0000-4000-8000-000000000011/index.m3u8',
    replayUrl: '/replays/00000000-0000-4000-8000-000000000012/index.m3u8',
    storageUrl: '/storage/probe/file.txt',
    avatarPng: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer(),
  };
}

/** A multipart/form-data body with one file field, as the avatar form sends it. */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----matrix${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function newEvent(app: FastifyInstance) {
  const [row] = await app.db
    .insert(events)
    .values({ title: 'Disposable', eventDate: new Date(Date.now() + 86_400_000) })
    .returning({ id: events.id });
  return row!.id;
}

/**
 * A post written straight into the table, so no fan-out job is queued for it. It is marked as
 * announced: otherwise the outbox sweep (every minute) would fan it out to every inbox in the
 * middle of a later test, whose state probe then sees inbox_items and posts change (seen when a
 * loaded machine stretched the matrix past a minute).
 */
export async function newPost(app: FastifyInstance, authorId: string) {
  const [row] = await app.db
    .insert(posts)
    .values({
      title: 'Disposable',
      body: 'x',
      contentType: 'text',
      requiredTier: 'free',
      authorId,
      fannedOutAt: new Date(),
    })
    .returning({ id: posts.id });
  return row!.id;
}

export async function newOrder(
  app: FastifyInstance,
  userId: string | null,
  status: 'paid' | 'pending' | 'shipped' = 'paid',
) {
  const [row] = await app.db
    .insert(orders)
    .values({
      userId,
      email: 'owner@example.org',
      status,
      subtotalCents: 1000,
      totalCents: 1000,
      paidAt: status === 'pending' ? null : new Date(),
      ...(status === 'shipped'
        ? { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: new Date() }
        : {}),
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A completed, paid checkout session with its payment, owned by `userId` (for receipts). */
export async function newPaidSession(app: FastifyInstance, userId: string) {
  const id = `cs_matrix_${randomBytes(8).toString('hex')}`;
  await app.db.insert(checkoutSessions).values({
    id,
    userId,
    provider: 'demo',
    tier: 'fanplus',
    status: 'complete',
    paymentStatus: 'paid',
    amountCents: 999,
    completedAt: new Date(),
  });
  await app.db.insert(payments).values({
    userId,
    checkoutSessionId: id,
    amountCents: 999,
    description: 'Fan+ membership',
    cardBrand: 'visa',
    cardLast4: '4242',
  });
  return id;
}

/**
 * The user's active stream, started directly in the database when they have none. Marked as
 * announced, as newPost's post is: the outbox sweep would otherwise fan its go-live out in the
 * middle of a later test's state probe.
 */
export async function activeStreamOf(app: FastifyInstance, userId: string) {
  const [existing] = await app.db
    .select({ id: liveStreams.id })
    .from(liveStreams)
    .where(and(eq(liveStreams.userId, userId), eq(liveStreams.isActive, true)));
  if (existing) return existing.id;
  const [row] = await app.db
    .insert(liveStreams)
    .values({
      userId,
      title: 'Matrix stream',
      streamUrl: '/live/x/index.m3u8',
      streamKey: randomBytes(24).toString('base64url'),
      fannedOutAt: new Date(),
    })
    .returning({ id: liveStreams.id });
  return row!.id;
}

/** Ends the user's active streams, so they may start a new one. */
export async function stopStreamsOf(app: FastifyInstance, userId: string) {
  await app.db
    .update(liveStreams)
    .set({ isActive: false, endedAt: new Date() })
    .where(eq(liveStreams.userId, userId));
}

export async function newChatMessage(app: FastifyInstance, streamId: string, userId: string) {
  const [row] = await app.db
    .insert(liveChatMessages)
    .values({ streamId, userId, body: 'Hello from the matrix' })
    .returning({ id: liveChatMessages.id });
  return row!.id;
}

/** A browser push subscription as PushSubscription.toJSON() gives it (65-byte key, 16-byte secret). */
export function pushSubscription() {
  return {
    endpoint: `https://push.example.net/send/${randomBytes(12).toString('hex')}`,
    keys: {
      p256dh: randomBytes(65).toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

export async function newPushSubscription(app: FastifyInstance, userId: string) {
  const { endpoint, keys } = pushSubscription();
  await app.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
  return endpoint;
}

/** A valid membership-card code for `userId`, minted as the server does for GET /api/me/membership. */
export async function membershipCodeOf(app: FastifyInstance, userId: string) {
  return (await membershipService(accountsRepository(app.db), app.appSecret).card(userId)).code;
}

/** A published comment by `authorId` on `postId` (moderation samples; the comment routes are not needed). */
export async function newModerationComment(app: FastifyInstance, postId: string, authorId: string) {
  const [row] = await app.db
    .insert(postComments)
    .values({ postId, authorId, body: 'Disposable comment' })
    .returning({ id: postComments.id });
  return row!.id;
}

/** A fresh fan account of its own, so muting or banning it touches no other sample's caller. */
export async function newModerationMember(app: FastifyInstance) {
  const id = `matrix-${randomBytes(6).toString('hex')}`;
  await app.db.insert(users).values({ id, name: 'Matrix Member', email: `${id}@example.org` });
  await app.db.insert(profiles).values({ userId: id, displayName: 'Matrix Member' });
  return id;
}

/** A fresh member who is muted from the community for an hour (DELETE …/sanctions samples). */
export async function newMutedMember(app: FastifyInstance) {
  const userId = await newModerationMember(app);
  await app.db
    .insert(communitySanctions)
    .values({ userId, kind: 'mute', until: new Date(Date.now() + 3_600_000) });
  return userId;
}

/** A blocked word nobody's sample text contains (POST and DELETE …/blocked-words samples). */
export async function newBlockedWord(app: FastifyInstance) {
  const word = `matrixword${randomBytes(4).toString('hex')}`;
  await app.db.insert(blockedWords).values({ word });
  return word;
}

/** A published comment (a reply when `parentId` is given) on `postId`, counted on the post. */
export async function newComment(
  app: FastifyInstance,
  postId: string,
  authorId: string,
  parentId: string | null = null,
) {
  // Plain SQL, so this fixture needs no import of its own from the community schema.
  const { rows } = await app.db.execute<{ id: string }>(sql`
    insert into post_comments (post_id, author_id, parent_id, body)
    values (${postId}, ${authorId}, ${parentId}, 'Matrix comment') returning id`);
  await app.db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + 1` })
    .where(eq(posts.id, postId));
  return rows[0]!.id;
}
