import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import type { ImageAsset } from '@fanclub/shared/media';

/**
 * Going live this long before a scheduled live's time, or up to LATE after it, turns that
 * scheduled live into the stream. Until LATE has passed an unmet scheduled live stays upcoming
 * (the artist may be running late); after that it leaves the list.
 */
export const GO_LIVE_EARLY_MINUTES = 60;
export const GO_LIVE_LATE_MINUTES = 120;

export interface ScheduledLiveRow {
  id: string;
  userId: string;
  title: string;
  startsAt: string;
  audienceTier: StreamAudienceTier;
  displayName: string | null;
  streamId: string | null;
  cover: ImageAsset | null;
  reminded: boolean;
}

const iso = (at: string | Date) => new Date(at).toISOString();
const toRow = (r: Record<string, unknown>): ScheduledLiveRow => ({
  id: r.id as string,
  userId: r.userId as string,
  title: r.title as string,
  startsAt: iso(r.startsAt as string | Date),
  audienceTier: r.audienceTier as StreamAudienceTier,
  displayName: (r.displayName as string | null) ?? null,
  streamId: (r.streamId as string | null) ?? null,
  cover: (r.cover as ImageAsset | null) ?? null,
  reminded: Boolean(r.reminded),
});

/** Scheduled lives and their reminders: the only SQL of the schedule. */
export function scheduleRepository(db: Db) {
  const select = (viewerId: string) => sql`
    select s.id, s.user_id as "userId", s.title, s.starts_at as "startsAt",
      s.audience_tier as "audienceTier", p.display_name as "displayName", s.stream_id as "streamId",
      s.cover, exists (select 1 from scheduled_live_reminders r
        where r.scheduled_live_id = s.id and r.user_id = ${viewerId}) as reminded
    from scheduled_lives s left join profiles p on p.user_id = s.user_id`;
  return {
    async artistName(): Promise<string> {
      const { rows } = await db.execute<{ name: string }>(
        sql`select name from artist order by id limit 1`,
      );
      return rows[0]?.name ?? 'The artist';
    },

    async byId(id: string, viewerId = ''): Promise<ScheduledLiveRow | undefined> {
      const { rows } = await db.execute(sql`${select(viewerId)} where s.id = ${id}`);
      return rows[0] ? toRow(rows[0]) : undefined;
    },

    /** The next lives not yet gone live, soonest first (the partial index on starts_at). */
    async upcoming(viewerId: string, limit: number): Promise<ScheduledLiveRow[]> {
      const { rows } = await db.execute(sql`${select(viewerId)}
        where s.went_live_at is null
          and s.starts_at > now() - make_interval(mins => ${GO_LIVE_LATE_MINUTES})
        order by s.starts_at, s.id limit ${limit}`);
      return rows.map(toRow);
    },

    async create(v: {
      userId: string;
      title: string;
      startsAt: string;
      audienceTier: StreamAudienceTier;
    }): Promise<string> {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into scheduled_lives (user_id, title, starts_at, audience_tier)
        values (${v.userId}, ${v.title}, ${v.startsAt}, ${v.audienceTier}) returning id`);
      return rows[0]!.id;
    },

    async update(
      id: string,
      v: { title?: string; startsAt?: string; audienceTier?: StreamAudienceTier },
    ): Promise<void> {
      await db.execute(sql`
        update scheduled_lives set title = coalesce(${v.title ?? null}, title),
          starts_at = coalesce(${v.startsAt ?? null}::timestamptz, starts_at),
          audience_tier = coalesce(${v.audienceTier ?? null}::tier, audience_tier)
        where id = ${id}`);
    },

    /** False when the scheduled live is gone (cancelled while its cover uploaded). */
    async setCover(id: string, cover: ImageAsset): Promise<boolean> {
      const { rows } = await db.execute(sql`
        update scheduled_lives set cover = ${JSON.stringify(cover)}::jsonb where id = ${id} returning id`);
      return rows.length > 0;
    },

    async remove(id: string): Promise<void> {
      await db.execute(sql`delete from scheduled_lives where id = ${id}`);
    },

    async remind(id: string, userId: string): Promise<void> {
      await db.execute(sql`
        insert into scheduled_live_reminders (scheduled_live_id, user_id) values (${id}, ${userId})
        on conflict do nothing`);
    },

    async unremind(id: string, userId: string): Promise<void> {
      await db.execute(sql`
        delete from scheduled_live_reminders where scheduled_live_id = ${id} and user_id = ${userId}`);
    },

    /**
     * A stream just started: the scheduled live due nearest its time (within the window) becomes
     * this stream, in one statement, so two starts cannot both claim it. Returns its id, if any.
     */
    async claimDue(streamId: string): Promise<string | undefined> {
      const { rows } = await db.execute<{ id: string }>(sql`
        update scheduled_lives set stream_id = ${streamId}, went_live_at = now()
        where id = (
          select id from scheduled_lives
          where went_live_at is null
            and starts_at between now() - make_interval(mins => ${GO_LIVE_LATE_MINUTES})
              and now() + make_interval(mins => ${GO_LIVE_EARLY_MINUTES})
          order by abs(extract(epoch from starts_at - now())), id
          limit 1 for update skip locked)
          and went_live_at is null
        returning id`);
      return rows[0]?.id;
    },
  };
}
export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
