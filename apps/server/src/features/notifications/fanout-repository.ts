import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tier } from '@fanclub/shared/roles';
import type { InboxKind } from '@fanclub/shared/schemas/community';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { DeliveredItem } from './channels';
import { liveRemindersRepository, reminderGroupKey } from './live-reminders-repository';
import { liveAlert } from './service';

/** Members per INSERT … SELECT: big enough to be quick, small enough to keep each statement short. */
export const FANOUT_BATCH_SIZE = 1_000;
const SNIPPET_CHARS = 140;

export interface Announcement {
  kind: InboxKind;
  groupKey: string;
  /** Who caused it (never told): the author of the post, the one going live. */
  actorId: string | null;
  actorName: string;
  title: string;
  body: string;
  url: string;
  /** Members whose tier meets this get it; staff always do. */
  minTier: Tier;
  /** Members already holding an item with this group key are skipped (told once already). */
  exceptHoldersOf?: string;
}

export interface FanOutOptions {
  batchSize?: number;
  signal?: AbortSignal;
  /** Each batch's new rows, for the other channels. */
  onBatch?: (items: DeliveredItem[]) => Promise<void>;
}

/** The first ~140 characters of a post, whole words where it can. */
export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SNIPPET_CHARS) return flat;
  const cut = flat.slice(0, SNIPPET_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > SNIPPET_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What an artist post's inbox item says of it: its opening (its title when it has no text). */
const postOpening = (post: { title: string; body: string }) => snippet(post.body || post.title);

/**
 * The profiles (aliased `p`) a tier-gated item reaches: staff (artist and admin) or members whose
 * tier reaches `minTier` (the tier enum is ordered). The rule of shared/access.ts's
 * staffOrAtLeast, for choosing recipients in one statement (here and in inbox-repository.ts).
 */
export const staffOrAtLeastSql = (minTier: Tier): SQL =>
  sql`(p.role in ('admin', 'artist') or p.subscription_tier >= ${minTier}::tier)`;

/**
 * Writes `a` into every entitled member's inbox, in keyset order of user id, one INSERT … SELECT
 * per batch with ON CONFLICT (user_id, group_key) DO NOTHING: a run stopped half-way (kill -9) and
 * run again inserts nothing twice and skips nobody. A member who switched this kind off in the
 * app still gets the row, already read, so it never rings the bell; push and mail decide for
 * themselves. Returns how many rows were new.
 */
export async function fanOut(db: Db, a: Announcement, o: FanOutOptions = {}): Promise<number> {
  const batchSize = o.batchSize ?? FANOUT_BATCH_SIZE;
  let after = '';
  let inserted = 0;
  for (;;) {
    o.signal?.throwIfAborted();
    const { rows } = await db.execute(sql`
      with recipients as (
        select p.user_id from profiles p
        where p.user_id > ${after} and p.user_id <> ${a.actorId ?? ''}
          and ${staffOrAtLeastSql(a.minTier)}
          and ${
            a.exceptHoldersOf === undefined
              ? sql`true`
              : sql`not exists (select 1 from inbox_items held
                  where held.user_id = p.user_id and held.group_key = ${a.exceptHoldersOf})`
          }
        order by p.user_id
        limit ${batchSize}
      ), added as (
        insert into inbox_items (user_id, kind, group_key, actor_id, actor_name, title, body, url, read_at)
        select r.user_id, ${a.kind}, ${a.groupKey}, ${a.actorId}, ${a.actorName}, ${a.title},
          ${a.body}, ${a.url},
          case when coalesce((np.settings -> ${a.kind} ->> 'inApp')::boolean, true) then null else now() end
        from recipients r left join notification_preferences np on np.user_id = r.user_id
        on conflict (user_id, group_key) do nothing
        returning user_id
      )
      select (select max(user_id) from recipients) as last,
        coalesce((select json_agg(user_id) from added), '[]'::json) as added`);
    const row = rows[0] as { last: string | null; added: string[] };
    if (row.last === null) return inserted;
    inserted += row.added.length;
    if (row.added.length > 0 && o.onBatch) {
      const { kind, title, body, url } = a;
      await o.onBatch(row.added.map((userId) => ({ userId, kind, title, body, url })));
    }
    after = row.last;
    // Let the event loop turn between batches: on PGlite the queries run on this thread, and a
    // long fan-out would otherwise hold up requests, lease renewals and log writes until it ends.
    await setImmediate();
  }
}

interface PostToAnnounce {
  id: string;
  kind: string;
  authorId: string | null;
  title: string;
  body: string;
  requiredTier: Tier;
  due: boolean;
}

/** A go-live as the `live.started` event and the outbox sweep give it. */
export interface GoLive {
  streamId: string;
  userId: string;
  title: string;
}

interface StreamToAnnounce {
  userId: string;
  title: string;
  audienceTier: Tier;
  due: boolean;
}

export function fanoutRepository(db: Db) {
  return {
    async artistName(): Promise<string> {
      const { rows } = await db.execute(sql`select name from artist order by id limit 1`);
      return (rows[0] as { name: string } | undefined)?.name ?? 'The artist';
    },
    /** The post, and whether it still needs announcing (published, not deleted, not yet fanned out). */
    async post(postId: string): Promise<PostToAnnounce | undefined> {
      const { rows } = await db.execute(sql`
        select id, kind, author_id as "authorId", title, body, required_tier as "requiredTier",
          (status = 'published' and deleted_at is null and fanned_out_at is null) as due
        from posts where id = ${postId}`);
      return rows[0] as PostToAnnounce | undefined;
    },
    async markFannedOut(postId: string): Promise<void> {
      await db.execute(sql`update posts set fanned_out_at = now() where id = ${postId}`);
    },
    /** The outbox: artist posts published a while ago and still not fanned out (a lost job or event). */
    async pendingPosts(olderThanSeconds: number): Promise<string[]> {
      const { rows } = await db.execute(sql`
        select id from posts
        where fanned_out_at is null and kind = 'artist' and status = 'published'
          and deleted_at is null
          and created_at < now() - make_interval(secs => ${olderThanSeconds})
        order by created_at limit 100`);
      return (rows as { id: string }[]).map((r) => r.id);
    },
    /** The stream, and whether its go-live still needs announcing (active, not yet fanned out). */
    async stream(streamId: string): Promise<StreamToAnnounce | undefined> {
      // Only a uuid may be compared to the uuid column (an event raised by hand may carry any id).
      if (!isUuid(streamId)) return undefined;
      const { rows } = await db.execute(sql`
        select user_id as "userId", title, audience_tier as "audienceTier",
          (is_active and fanned_out_at is null) as due
        from live_streams where id = ${streamId}`);
      return rows[0] as StreamToAnnounce | undefined;
    },
    async markStreamFannedOut(streamId: string): Promise<void> {
      await db.execute(sql`update live_streams set fanned_out_at = now() where id = ${streamId}`);
    },
    /** The go-live outbox: streams started a while ago, still on, and never announced. */
    async pendingGoLives(olderThanSeconds: number): Promise<GoLive[]> {
      const { rows } = await db.execute(sql`
        select id as "streamId", user_id as "userId", title from live_streams
        where fanned_out_at is null and is_active
          and started_at < now() - make_interval(secs => ${olderThanSeconds})
        order by started_at limit 100`);
      return rows as unknown as GoLive[];
    },
  };
}
export type FanoutRepository = ReturnType<typeof fanoutRepository>;

/**
 * The whole fan-out of one artist post (also what the community bench times): the inbox rows,
 * then the post's outbox mark. Does nothing for a post that is gone, held or already announced.
 */
export async function fanOutPost(
  db: Db,
  postId: string,
  o: FanOutOptions = {},
): Promise<{ inserted: number } | null> {
  const repo = fanoutRepository(db);
  const post = await repo.post(postId);
  if (!post || post.kind !== 'artist' || !post.due) return null;
  const artist = await repo.artistName();
  const inserted = await fanOut(
    db,
    {
      kind: 'artist_post',
      groupKey: `post:${post.id}`,
      actorId: post.authorId,
      actorName: artist,
      title: `${artist} posted`,
      body: postOpening(post),
      url: `/home/posts/${post.id}`,
      minTier: post.requiredTier,
    },
    o,
  );
  await repo.markFannedOut(post.id);
  return { inserted };
}

/**
 * The whole fan-out of one go-live: the inbox rows for those who may watch the stream (its
 * audience tier and up, and staff), then the stream's outbox mark. Does nothing for a stream that
 * has ended or was already announced: a job run again after a crash, or late, calls no one to a
 * finished stream. The event carries everything the item needs; a go-live with no stream row (an
 * event raised by hand) is announced as the event says, to Fan+ and up.
 */
export async function fanOutGoLive(
  db: Db,
  goLive: GoLive,
  o: FanOutOptions = {},
): Promise<{ inserted: number } | null> {
  const repo = fanoutRepository(db);
  const stream = await repo.stream(goLive.streamId);
  if (stream && !stream.due) return null;
  const artist = await repo.artistName();
  const alert = liveAlert(artist, stream?.title ?? goLive.title);
  // A scheduled live this stream turned into: who asked to be reminded hear of it first, under
  // the reminder's group key (once, even if its start-time job told them already), and the
  // fan-out below skips them.
  const reminders = liveRemindersRepository(db);
  const scheduledLiveId = stream ? await reminders.forStream(goLive.streamId) : undefined;
  if (scheduledLiveId) {
    const told = await reminders.deliver(scheduledLiveId, {
      actorName: artist,
      title: alert.title,
      body: alert.body ?? '',
      url: alert.url,
    });
    if (told.length > 0) await o.onBatch?.(told);
  }
  const inserted = await fanOut(
    db,
    {
      kind: 'live_started',
      groupKey: `live:${goLive.streamId}`,
      actorId: stream?.userId ?? goLive.userId,
      actorName: artist,
      title: alert.title,
      body: alert.body ?? '',
      url: alert.url,
      minTier: stream?.audienceTier ?? 'fanplus',
      exceptHoldersOf: scheduledLiveId && reminderGroupKey(scheduledLiveId),
    },
    o,
  );
  if (stream) await repo.markStreamFannedOut(goLive.streamId);
  return { inserted };
}
