CREATE TABLE "job_applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"company_id" text NOT NULL,
	"candidate_id" text,
	"status" text NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_companies" (
	"company_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"industry" text,
	"size" text,
	"city" text,
	"country" text,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_id" text PRIMARY KEY NOT NULL,
	"views" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"status" text NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"country" text,
	"type" text NOT NULL,
	"work_type" text NOT NULL,
	"job_level" text NOT NULL,
	"is_director" boolean NOT NULL,
	"industry" text NOT NULL,
	"sectors" text[] NOT NULL,
	"experience" text NOT NULL,
	"experience_min" integer,
	"experience_max" integer,
	"education" text,
	"salary" text NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"salary_period" text,
	"salary_monthly_low" integer,
	"salary_monthly_high" integer,
	"deadline" text,
	"deadline_at" timestamp with time zone,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"responsibilities" text NOT NULL,
	"requirements" text NOT NULL,
	"benefits" text NOT NULL,
	"skills" jsonb NOT NULL,
	"interview_language" text NOT NULL,
	"interview_questions" text NOT NULL,
	"ai_cv_analysis_prompt" text NOT NULL,
	"ai_first_interview_prompt" text NOT NULL,
	"ai_second_interview_prompt" text NOT NULL,
	"company_name" text NOT NULL,
	"search_title" text NOT NULL,
	"search_meta" text NOT NULL,
	"search_body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, search_title), 'A') || setweight(to_tsvector('simple'::regconfig, search_meta), 'B') || setweight(to_tsvector('simple'::regconfig, search_body), 'C')) STORED,
	"applicants" integer DEFAULT 0 NOT NULL,
	"hires" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"posted_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL,
	CONSTRAINT "saved_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_applications_company_idx" ON "job_applications" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_applications_candidate_idx" ON "job_applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("deadline_at") WHERE status IN ('ACTIVE', 'PAUSED');--> statement-breakpoint
CREATE INDEX "jobs_public_latest_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "jobs_public_salary_idx" ON "jobs" USING btree ("salary_monthly_high" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "jobs_public_popular_idx" ON "jobs" USING btree ("applicants" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST) WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "jobs_public_search_idx" ON "jobs" USING gin ("search_vector") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "jobs_public_trgm_idx" ON "jobs" USING gin ("search_title" gin_trgm_ops) WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");