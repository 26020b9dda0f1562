ALTER TABLE "orders" ADD COLUMN "idempotency_hash" text;
