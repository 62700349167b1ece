-- Mentions (issue 8): the notifications read model keeps its members' names and one row per mention, and is
-- replayed from the log (version 2): its tables are emptied and its checkpoint goes back to the start. The read and
-- delete marks come back from the inbox streams.
CREATE TABLE "notification_mentions" (
	"note_id" text NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"application_id" text NOT NULL,
	"params" jsonb NOT NULL,
	"excerpt" text NOT NULL,
	"action_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "notification_mentions_note_id_user_id_pk" PRIMARY KEY("note_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_members" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_members" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "notification_mentions_pending_idx" ON "notification_mentions" USING btree ("created_at") WHERE "notification_mentions"."mailed_at" IS NULL;
--> statement-breakpoint
TRUNCATE "notifications", "notification_members", "notification_companies", "notification_jobs", "notification_applications";
--> statement-breakpoint
UPDATE "projection_checkpoints" SET "position" = 0, "version" = 2 WHERE "name" = 'notifications';
