-- Fair ticket sales (issue 30): an event may cap the tickets one member buys, across all their
-- orders (checked under the event row's lock with the capacity). Null: no cap beyond the
-- per-order quantity limit.
ALTER TABLE "events" ADD COLUMN "tickets_per_member" integer;
