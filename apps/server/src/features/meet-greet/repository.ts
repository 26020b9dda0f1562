import { and, asc, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { meetGreetDraws, meetGreetEntries, meetGreets } from '../../db/schema/meet-greet';
import { profiles } from '../../db/schema/profiles';
import type { AuditRecord } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { isUuid } from '../../lib/ids';

export interface MeetGreetFields {
  places: number;
  opensAt: Date;
  closesAt: Date;
  giveBackUntil: Date;
}

/** A member's public name, as the community shows it ('Fan' when blank): never their e-mail. */
const shownName = sql<string>`coalesce(nullif(trim(${profiles.displayName}), ''), 'Fan')`;

/** An entry that holds a place now: won, not given back. */
const holdsPlace = and(isNotNull(meetGreetEntries.wonAt), isNull(meetGreetEntries.givenBackAt));

/** The meet & greet's rows: settings, entries, the one draw, passes and their use at the door. */
export function meetGreetRepository(db: Db) {
  return {
    /** Events are addressed by uuid or slug, like the catalogue's event pages. */
    async event(key: string) {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          eventDate: events.eventDate,
          endDate: events.endDate,
          publicAt: events.publicAt,
        })
        .from(events)
        .where(isUuid(key) ? or(eq(events.id, key), eq(events.slug, key)) : eq(events.slug, key));
      return row;
    },

    async meetGreet(eventId: string) {
      const [row] = await db
        .select({
          places: meetGreets.places,
          opensAt: meetGreets.opensAt,
          closesAt: meetGreets.closesAt,
          giveBackUntil: meetGreets.giveBackUntil,
          drawnAt: meetGreetDraws.drawnAt,
          seed: meetGreetDraws.seed,
        })
        .from(meetGreets)
        .leftJoin(meetGreetDraws, eq(meetGreetDraws.eventId, meetGreets.eventId))
        .where(eq(meetGreets.eventId, eventId));
      return row;
    },

    async entryOf(eventId: string, userId: string) {
      const [row] = await db
        .select()
        .from(meetGreetEntries)
        .where(and(eq(meetGreetEntries.eventId, eventId), eq(meetGreetEntries.userId, userId)));
      return row;
    },

    /**
     * Attaches or changes the meet & greet, with its audit entry; false once it was drawn (the
     * upsert's condition, so a draw landing meanwhile cannot be changed under it).
     */
    async save(eventId: string, fields: MeetGreetFields, audit: AuditRecord): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(meetGreets)
          .values({ eventId, ...fields })
          .onConflictDoUpdate({
            target: meetGreets.eventId,
            set: { ...fields, updatedAt: sql`now()` },
            setWhere: sql`not exists (select 1 from meet_greet_draws d where d.event_id = ${eventId})`,
          })
          .returning({ eventId: meetGreets.eventId });
        if (rows.length === 0) return false;
        await recordAudit(tx, audit);
        return true;
      });
    },

    /**
     * Enters the member once, only inside the window and before the draw (checked by the
     * statement itself, at the database's clock); false when any of that fails.
     */
    async enter(eventId: string, userId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into meet_greet_entries (event_id, user_id)
        select ${eventId}, ${userId}
        where exists (select 1 from meet_greets m where m.event_id = ${eventId}
                        and now() >= m.opens_at and now() < m.closes_at)
          and not exists (select 1 from meet_greet_draws d where d.event_id = ${eventId})
        on conflict (event_id, user_id) do nothing
        returning id`);
      return rows.length === 1;
    },

    /**
     * The draw, once: the draw row's primary key lets only one transaction through (a second,
     * even a concurrent one, inserts nothing and returns null). `order` turns the entrants into
     * the draw's order; ranks and the first `places` winners are written with the audit entry.
     */
    async draw(
      eventId: string,
      seed: string,
      order: (memberIds: string[]) => string[],
      audit: (d: { places: number; entrants: string[]; order: string[] }) => AuditRecord,
    ) {
      return db.transaction(async (tx) => {
        const [mg] = await tx
          .select({ places: meetGreets.places })
          .from(meetGreets)
          .where(eq(meetGreets.eventId, eventId));
        if (!mg) return null;
        const won = await tx
          .insert(meetGreetDraws)
          .values({ eventId, seed, places: mg.places })
          .onConflictDoNothing()
          .returning({ eventId: meetGreetDraws.eventId });
        if (won.length === 0) return null;
        const entrants = (
          await tx
            .select({ userId: meetGreetEntries.userId })
            .from(meetGreetEntries)
            .where(eq(meetGreetEntries.eventId, eventId))
            .orderBy(asc(meetGreetEntries.userId))
        ).map((r) => r.userId);
        const ordered = order(entrants);
        // One parameter however many entered: the order as a JSON array, ranked by position.
        await tx.execute(sql`
          update meet_greet_entries e
          set draw_rank = v.rank, won_at = case when v.rank <= ${mg.places} then now() end
          from jsonb_array_elements_text(${JSON.stringify(ordered)}::jsonb)
            with ordinality as v(user_id, rank)
          where e.event_id = ${eventId} and e.user_id = v.user_id`);
        await recordAudit(tx, audit({ places: mg.places, entrants, order: ordered }));
        return { places: mg.places, order: ordered };
      });
    },

    /** Everyone in the draw, in its order, with where they stand now. */
    results(eventId: string) {
      return db
        .select({
          userId: meetGreetEntries.userId,
          rank: meetGreetEntries.drawRank,
          wonAt: meetGreetEntries.wonAt,
          givenBackAt: meetGreetEntries.givenBackAt,
          usedAt: meetGreetEntries.usedAt,
          name: shownName,
        })
        .from(meetGreetEntries)
        .leftJoin(profiles, eq(profiles.userId, meetGreetEntries.userId))
        .where(and(eq(meetGreetEntries.eventId, eventId), isNotNull(meetGreetEntries.drawRank)))
        .orderBy(asc(meetGreetEntries.drawRank));
    },

    async entryCount(eventId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(meetGreetEntries)
        .where(eq(meetGreetEntries.eventId, eventId));
      return row?.n ?? 0;
    },

    /**
     * A winner hands their place back: under the meet & greet's row lock (two give-backs at once
     * must not hand the same next place twice), the pass is given back and the next in the
     * draw's order who holds none gets it. Null when the member held no unused place.
     */
    async giveBack(
      eventId: string,
      userId: string,
      audit: (nextUserId: string | null) => AuditRecord,
    ): Promise<{ nextUserId: string | null } | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from meet_greets where event_id = ${eventId} for update`);
        const back = await tx
          .update(meetGreetEntries)
          .set({ givenBackAt: sql`now()` })
          .where(
            and(
              eq(meetGreetEntries.eventId, eventId),
              eq(meetGreetEntries.userId, userId),
              holdsPlace,
              isNull(meetGreetEntries.usedAt),
            ),
          )
          .returning({ id: meetGreetEntries.id });
        if (back.length === 0) return null;
        const { rows } = await tx.execute<{ userId: string }>(sql`
          update meet_greet_entries set won_at = now()
          where id = (select id from meet_greet_entries
                      where event_id = ${eventId} and draw_rank is not null
                        and won_at is null and given_back_at is null
                      order by draw_rank limit 1)
          returning user_id as "userId"`);
        const nextUserId = rows[0]?.userId ?? null;
        await recordAudit(tx, audit(nextUserId));
        return { nextUserId };
      });
    },

    /** The member's places (passes) still held, with their events. */
    passesOf(userId: string) {
      return db
        .select({
          id: meetGreetEntries.id,
          usedAt: meetGreetEntries.usedAt,
          eventId: events.id,
          eventTitle: events.title,
          eventDate: events.eventDate,
          endDate: events.endDate,
          timeZone: events.timeZone,
          venue: events.venue,
          location: events.location,
          giveBackUntil: meetGreets.giveBackUntil,
        })
        .from(meetGreetEntries)
        .innerJoin(meetGreets, eq(meetGreets.eventId, meetGreetEntries.eventId))
        .innerJoin(events, eq(events.id, meetGreetEntries.eventId))
        .where(and(eq(meetGreetEntries.userId, userId), holdsPlace))
        .orderBy(asc(events.eventDate));
    },

    async pass(entryId: string) {
      if (!isUuid(entryId)) return undefined;
      const [row] = await db
        .select({
          id: meetGreetEntries.id,
          userId: meetGreetEntries.userId,
          wonAt: meetGreetEntries.wonAt,
          givenBackAt: meetGreetEntries.givenBackAt,
          usedAt: meetGreetEntries.usedAt,
          eventTitle: events.title,
          name: shownName,
        })
        .from(meetGreetEntries)
        .innerJoin(events, eq(events.id, meetGreetEntries.eventId))
        .leftJoin(profiles, eq(profiles.userId, meetGreetEntries.userId))
        .where(eq(meetGreetEntries.id, entryId));
      return row;
    },

    /** Lets the pass in once; null if it was used or given back meanwhile (the condition is the lock). */
    async admit(entryId: string, at: Date): Promise<Date | null> {
      const [row] = await db
        .update(meetGreetEntries)
        .set({ usedAt: at })
        .where(and(eq(meetGreetEntries.id, entryId), holdsPlace, isNull(meetGreetEntries.usedAt)))
        .returning({ usedAt: meetGreetEntries.usedAt });
      return row?.usedAt ?? null;
    },
  };
}
export type MeetGreetRepository = ReturnType<typeof meetGreetRepository>;
