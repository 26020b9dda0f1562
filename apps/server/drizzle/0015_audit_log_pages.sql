-- The audit log is read newest first one keyset page at a time, (created_at, id) < cursor, all
-- entries or those of one action or one target: one index for each way in. The (created_at, id)
-- one does everything the old created_at index did.
CREATE INDEX IF NOT EXISTS "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_created_idx";
