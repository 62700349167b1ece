CREATE TABLE "applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"company_id" text NOT NULL,
	"candidate_id" text,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text,
	"phone" text,
	"portfolio_url" text,
	"cover_letter" text,
	"expected_salary" text,
	"notice_period" text,
	"cv_id" text,
	"cv_storage_key" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_file_size" bigint NOT NULL,
	"analysis_status" text NOT NULL,
	"cv_analysis_score" integer,
	"cv_analysis" jsonb,
	"analysis_provenance" jsonb,
	"analysis_error" jsonb,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_cvs" (
	"cv_id" text PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"is_active" boolean NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"profile" jsonb,
	"uploaded_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_company_idx" ON "applications" USING btree ("company_id","status","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","status","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_cv_key_idx" ON "applications" USING btree ("cv_storage_key");--> statement-breakpoint
CREATE INDEX "candidate_cvs_candidate_idx" ON "candidate_cvs" USING btree ("candidate_id","uploaded_at");