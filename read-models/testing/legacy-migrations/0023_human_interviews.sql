CREATE TABLE "human_interviews" (
	"interview_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"job_id" text NOT NULL,
	"company_id" text NOT NULL,
	"candidate_id" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"type" text NOT NULL,
	"location" text,
	"interviewers" jsonb NOT NULL,
	"note" text,
	"sequence" integer NOT NULL,
	"remind_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"organizer_name" text,
	"cancel_reason" text,
	"ratings" jsonb NOT NULL,
	"score" integer,
	"scheduled_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "human_interviews_company_idx" ON "human_interviews" USING btree ("company_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "human_interviews_candidate_idx" ON "human_interviews" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "human_interviews_application_idx" ON "human_interviews" USING btree ("application_id","starts_at");