CREATE TABLE "interview_utterances" (
	"interview_id" text NOT NULL,
	"seq" integer NOT NULL,
	"speaker_type" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_utterances_interview_id_seq_pk" PRIMARY KEY("interview_id","seq")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"interview_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"job_id" text NOT NULL,
	"company_id" text NOT NULL,
	"candidate_id" text,
	"stage" text NOT NULL,
	"round" integer NOT NULL,
	"status" text NOT NULL,
	"room_name" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_duration_minutes" integer NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ai_score" integer,
	"ai_recommendation" text,
	"ai_analysis" text,
	"insufficient_evidence" boolean DEFAULT false NOT NULL,
	"evidence" jsonb,
	"breakdown" jsonb,
	"provenance" jsonb,
	"scored_at" timestamp with time zone,
	"recording_key" text,
	"recording_content_type" text,
	"utterance_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_company_status_idx" ON "interviews" USING btree ("company_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_room_idx" ON "interviews" USING btree ("room_name");