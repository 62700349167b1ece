-- The read models' schema in one step: what the 26 migrations before it (0000_foundation ... 0025) left, squashed.
-- A database migrated by those is recognised by read-models/migrate.ts and gets this one recorded as applied;
-- read-models/testing/legacy-migrations/ keeps them only for the test that compares the two schemas
-- (read-models/migrate.int.test.ts). Tables are grouped by read model; the column order is the one the old
-- migrations left (columns they added later come last).

-- The jobs board's typo-tolerant search needs trigram operators, and the board matches words through integer ids
-- (intarray's GIN opclass and query_int); both extensions ship with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS intarray;
--> statement-breakpoint
-- One transposed letter in a word ("develpoer") scores 0.5; the operator's default (0.6) would miss it.
DO $$ BEGIN
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.5', current_database());
END $$;
--> statement-breakpoint

-- The projection runner.
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

-- audit-log and stream-summary.
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
CREATE INDEX "stream_summary_last_event_at_idx" ON "stream_summary" USING btree ("last_event_at");--> statement-breakpoint

-- users, companies and candidate-profiles.
CREATE TABLE "candidate_profiles" (
	"candidate_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"profile_summary" text,
	"skills" jsonb NOT NULL,
	"current_job_title" text,
	"current_company" text,
	"current_location" text,
	"resume_url" text,
	"preferred_work_type" text,
	"preferred_job_types" jsonb NOT NULL,
	"preferred_industries" jsonb NOT NULL,
	"expected_salary" text,
	"experience_level" text,
	"total_experience" text,
	"work_experiences" jsonb NOT NULL,
	"education_history" jsonb NOT NULL,
	"highest_education" text,
	"field_of_study" text,
	"university" text,
	"graduation_year" integer,
	"portfolio_url" text,
	"linkedin_url" text,
	"github_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"size" text NOT NULL,
	"website" text,
	"email" text NOT NULL,
	"description" text,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"phone" text NOT NULL,
	"dial_code" text NOT NULL,
	"founded" integer,
	"mission" text,
	"values" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"logo" text,
	"notification_preferences" jsonb NOT NULL,
	"subscription" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"avatar" text,
	"position" text,
	"department" text,
	"bio" text,
	"timezone" text NOT NULL,
	"language" text NOT NULL,
	"date_format" text NOT NULL,
	"time_format" text NOT NULL,
	"notification_settings" jsonb NOT NULL,
	"two_factor_enabled" boolean NOT NULL,
	"session_timeout" integer NOT NULL,
	"company_id" text,
	"role" text,
	"joined_company_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","joined_company_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint

-- jobs and saved-jobs.
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
CREATE INDEX "jobs_last_position_idx" ON "jobs" USING btree ("last_position");--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");--> statement-breakpoint

-- The jobs board (read-models/jobs/board.ts): the public jobs, their titles, the words' ids, the facet combinations,
-- and board_words, the narrow half of board_jobs a text search scans (the word ids, the facet combination, the sort
-- keys).
CREATE TABLE "board_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"country" text,
	"is_remote" boolean NOT NULL,
	"job_level" text NOT NULL,
	"is_director" boolean NOT NULL,
	"sectors" text[] NOT NULL,
	"salary_monthly_low" integer,
	"salary_monthly_high" integer,
	"deadline_at" timestamp with time zone,
	"applicants" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"search_title" text NOT NULL,
	"job_no" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "board_jobs_job_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "board_jobs_job_no_unique" UNIQUE("job_no")
);
--> statement-breakpoint
CREATE TABLE "board_titles" (
	"search_title" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "board_lexemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "board_lexemes_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "board_facets" (
	"type" text NOT NULL,
	"country" text NOT NULL,
	"is_remote" boolean NOT NULL,
	"job_level" text NOT NULL,
	"is_director" boolean NOT NULL,
	"sectors" text[] NOT NULL,
	"salary_buckets" integer NOT NULL,
	"jobs" integer NOT NULL,
	"id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "board_facets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "board_facets_type_country_is_remote_job_level_is_director_sectors_salary_buckets_pk" PRIMARY KEY("type","country","is_remote","job_level","is_director","sectors","salary_buckets"),
	CONSTRAINT "board_facets_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "board_words" (
	"job_no" integer PRIMARY KEY NOT NULL,
	"deadline_at" timestamp with time zone,
	"posted_at" timestamp with time zone NOT NULL,
	"salary_monthly_high" integer,
	"applicants" integer NOT NULL,
	"facet_id" integer NOT NULL,
	"word_ids" integer[] NOT NULL
);
--> statement-breakpoint
-- The ids of a vector's words, numbering new words on the way. Each statement of a volatile function takes a fresh
-- snapshot, so a word another transaction numbered meanwhile is found by the second SELECT.
CREATE FUNCTION board_lexeme_ids(vector tsvector) RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  words text[] := tsvector_to_array(vector);
  ids integer[];
BEGIN
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO ids FROM board_lexemes WHERE lexeme = ANY (words);
  IF cardinality(ids) < cardinality(words) THEN
    INSERT INTO board_lexemes (lexeme) SELECT unnest(words) ON CONFLICT DO NOTHING;
    SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO ids FROM board_lexemes WHERE lexeme = ANY (words);
  END IF;
  RETURN ids;
END $$;
--> statement-breakpoint
CREATE INDEX "board_jobs_facets_idx" ON "board_jobs" USING btree ("type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","deadline_at","applicants","posted_at","job_id","sectors");--> statement-breakpoint
CREATE INDEX "board_jobs_title_idx" ON "board_jobs" USING btree ("search_title");--> statement-breakpoint
CREATE INDEX "board_jobs_deadline_idx" ON "board_jobs" USING btree ("deadline_at") WHERE deadline_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "board_jobs_latest_idx" ON "board_jobs" USING btree ("posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at","type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","sectors");--> statement-breakpoint
CREATE INDEX "board_jobs_salary_idx" ON "board_jobs" USING btree ("salary_monthly_high" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at","type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","sectors");--> statement-breakpoint
CREATE INDEX "board_jobs_popular_idx" ON "board_jobs" USING btree ("applicants" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at","type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","sectors");--> statement-breakpoint
CREATE INDEX "board_titles_trgm_idx" ON "board_titles" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "board_words_word_ids_idx" ON "board_words" USING gin ("word_ids" gin__int_ops) WITH (fastupdate=false);--> statement-breakpoint

-- applications (with the candidates' CVs and the notes on an application).
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
	"last_position" bigint NOT NULL,
	"priority_rank" integer DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"experience_years" real,
	"interview1_score" integer,
	"interview2_score" integer,
	"hr_interview_score" integer,
	"overall_score" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"withdrawal_reason" text
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
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_cv_key_idx" ON "applications" USING btree ("cv_storage_key");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_company_priority_idx" ON "applications" USING btree ("company_id","priority_rank","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_ai_score_desc_idx" ON "applications" USING btree ("company_id","cv_analysis_score" DESC NULLS LAST,"application_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_company_ai_score_asc_idx" ON "applications" USING btree ("company_id","cv_analysis_score","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_overall_desc_idx" ON "applications" USING btree ("company_id","overall_score" DESC NULLS LAST,"application_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_company_overall_asc_idx" ON "applications" USING btree ("company_id","overall_score","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_list_idx" ON "applications" USING btree ("company_id","status","priority_rank","applied_at","application_id");--> statement-breakpoint
CREATE INDEX "applications_job_list_idx" ON "applications" USING btree ("job_id","status","priority_rank","applied_at","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_recent_idx" ON "applications" USING btree ("company_id","applied_at","application_id");--> statement-breakpoint
CREATE INDEX "candidate_cvs_candidate_idx" ON "candidate_cvs" USING btree ("candidate_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint

-- analytics: one bucket row per company, month, dimension (all, source, department, location, currency) and value.
CREATE TABLE "analytics_applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"row" jsonb NOT NULL,
	"last_position" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"hire_days" double precision
);
--> statement-breakpoint
CREATE TABLE "analytics_buckets" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"applications" double precision DEFAULT 0 NOT NULL,
	"reviewing" double precision DEFAULT 0 NOT NULL,
	"interview_scheduled" double precision DEFAULT 0 NOT NULL,
	"interviewed" double precision DEFAULT 0 NOT NULL,
	"offered" double precision DEFAULT 0 NOT NULL,
	"hired" double precision DEFAULT 0 NOT NULL,
	"rejected" double precision DEFAULT 0 NOT NULL,
	"withdrawn" double precision DEFAULT 0 NOT NULL,
	"hire_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_0_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_0_n" double precision DEFAULT 0 NOT NULL,
	"stage_1_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_1_n" double precision DEFAULT 0 NOT NULL,
	"stage_2_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_2_n" double precision DEFAULT 0 NOT NULL,
	"stage_3_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_3_n" double precision DEFAULT 0 NOT NULL,
	"stage_4_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_4_n" double precision DEFAULT 0 NOT NULL,
	"analysed" double precision DEFAULT 0 NOT NULL,
	"failed" double precision DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"ai_advance" double precision DEFAULT 0 NOT NULL,
	"ai_reject" double precision DEFAULT 0 NOT NULL,
	"ai_decided" double precision DEFAULT 0 NOT NULL,
	"ai_agreed" double precision DEFAULT 0 NOT NULL,
	"salary_sum" double precision DEFAULT 0 NOT NULL,
	"salary_n" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_buckets_company_id_month_dimension_value_pk" PRIMARY KEY("company_id","month","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"salary_monthly" integer,
	"salary_currency" text,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_skills" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"skill" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_skills_company_id_month_skill_pk" PRIMARY KEY("company_id","month","skill")
);
--> statement-breakpoint
CREATE INDEX "analytics_applications_job_idx" ON "analytics_applications" USING btree ("company_id",("row" ->> 'jobId'));--> statement-breakpoint
CREATE INDEX "analytics_applications_hire_days_idx" ON "analytics_applications" USING btree ("company_id","applied_at","hire_days") WHERE "analytics_applications"."hire_days" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_skills_company_month_idx" ON "analytics_skills" USING btree ("company_id","month");--> statement-breakpoint

-- notifications (with the members' names and one row per mention).
CREATE TABLE "notification_applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"job_id" text NOT NULL,
	"candidate_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_companies" (
	"company_id" text PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"title" text NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"settings" jsonb NOT NULL,
	"last_position" bigint NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title_key" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"search_text" text NOT NULL,
	"action_url" text,
	"metadata" jsonb NOT NULL,
	"source_position" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
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
CREATE INDEX "notification_members_company_idx" ON "notification_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."deleted_at" IS NULL AND "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_source_idx" ON "notifications" USING btree ("source_position");--> statement-breakpoint
CREATE INDEX "notification_mentions_pending_idx" ON "notification_mentions" USING btree ("created_at") WHERE "notification_mentions"."mailed_at" IS NULL;--> statement-breakpoint

-- communications.
CREATE TABLE "communications" (
	"communication_id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"candidate_id" text,
	"application_id" text,
	"job_id" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"phone_key" text,
	"provider_message_id" text,
	"reply_to_id" text,
	"origin" text NOT NULL,
	"author_id" text,
	"system_kind" text,
	"call_outcome" text,
	"call_duration_seconds" integer,
	"call_notes" text,
	"failure_code" text,
	"failure_message" text,
	"archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "communications_company_idx" ON "communications" USING btree ("company_id","archived","created_at" DESC NULLS LAST,"communication_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_application_idx" ON "communications" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_candidate_idx" ON "communications" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_provider_idx" ON "communications" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "communications_phone_idx" ON "communications" USING btree ("phone_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_search_trgm_idx" ON "communications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint

-- interviews (the AI interviews and their transcripts) and human-interviews.
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
	"last_position" bigint NOT NULL,
	"ai_analysis_language" text,
	"ai_analysis_translations" jsonb
);
--> statement-breakpoint
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
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_company_status_idx" ON "interviews" USING btree ("company_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interviews_room_idx" ON "interviews" USING btree ("room_name");--> statement-breakpoint
CREATE INDEX "human_interviews_company_idx" ON "human_interviews" USING btree ("company_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "human_interviews_candidate_idx" ON "human_interviews" USING btree ("candidate_id","starts_at");--> statement-breakpoint
CREATE INDEX "human_interviews_application_idx" ON "human_interviews" USING btree ("application_id","starts_at");
