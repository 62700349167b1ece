CREATE TABLE "projection_checkpoints" (
	"name" text PRIMARY KEY NOT NULL,
	"position" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"error" text,
	"failed_at" timestamp with time zone,
	"retries" integer DEFAULT 0 NOT NULL,
	"rebuild_position" bigint,
	"rebuilt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_event_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"position" bigint PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"stream_name" text NOT NULL,
	"stream_type" text NOT NULL,
	"stream_position" bigint NOT NULL,
	"type" text NOT NULL,
	"actor_id" text,
	"correlation_id" text,
	"causation_id" text,
	"occurred_at" timestamp with time zone,
	"data" jsonb NOT NULL,
	"metadata" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stream_summary" (
	"stream_name" text PRIMARY KEY NOT NULL,
	"stream_type" text NOT NULL,
	"event_count" integer NOT NULL,
	"first_event_type" text NOT NULL,
	"first_position" bigint NOT NULL,
	"first_event_at" timestamp with time zone,
	"last_event_type" text NOT NULL,
	"last_position" bigint NOT NULL,
	"last_stream_position" bigint NOT NULL,
	"last_event_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_log_stream_idx" ON "audit_log" USING btree ("stream_name","stream_position");--> statement-breakpoint
CREATE INDEX "audit_log_stream_type_idx" ON "audit_log" USING btree ("stream_type","position");--> statement-breakpoint
CREATE INDEX "audit_log_type_idx" ON "audit_log" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","position");--> statement-breakpoint
CREATE INDEX "audit_log_correlation_idx" ON "audit_log" USING btree ("correlation_id");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "stream_summary_type_idx" ON "stream_summary" USING btree ("stream_type","last_position");--> statement-breakpoint
CREATE INDEX "stream_summary_last_position_idx" ON "stream_summary" USING btree ("last_position");--> statement-breakpoint
CREATE INDEX "stream_summary_last_event_at_idx" ON "stream_summary" USING btree ("last_event_at");