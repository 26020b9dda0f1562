-- Priority support (issue 30): a member's conversations with the team and their messages.
-- rank is 0 for VIP members and 1 for everyone else, so the admin inbox (VIP first, then the
-- longest waiting) reads one index in order.
CREATE TABLE "support_conversations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "subject" text NOT NULL,
  "about_kind" text,
  "about_id" uuid,
  "status" text DEFAULT 'open' NOT NULL,
  "vip" boolean NOT NULL,
  "rank" smallint NOT NULL,
  "waiting_since" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_conversations_member_idx" ON "support_conversations" ("user_id", "updated_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "support_conversations_inbox_idx" ON "support_conversations" ("status", "rank", "waiting_since", "id");
--> statement-breakpoint
CREATE TABLE "support_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "conversation_id" uuid NOT NULL REFERENCES "support_conversations"("id") ON DELETE cascade,
  "author_id" text REFERENCES "users"("id") ON DELETE set null,
  "from_team" boolean NOT NULL,
  "body" text NOT NULL,
  "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" ("conversation_id", "created_at", "id");
