CREATE TABLE "application_notes" (
	"note_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"source" text NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"provenance" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_company_idx";--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "priority_rank" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "experience_years" real;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview1_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview2_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hr_interview_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "overall_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawal_reason" text;--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_list_idx" ON "applications" USING btree ("company_id","status","priority","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_list_idx" ON "applications" USING btree ("job_id","status","priority","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_recent_idx" ON "applications" USING btree ("company_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);