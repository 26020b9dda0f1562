-- Records that cannot silently vanish (docs/deleting-records.md): a ticket no longer goes with its
-- event or its holder. Deleting an event or a member that still has tickets is refused by the
-- database itself, so even a bug cannot cascade sold tickets away; the event delete route removes
-- only expired holds (status cancelled) first and turns the refusal into a 409.
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_event_id_events_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
