CREATE TABLE "analytics_applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"row" jsonb NOT NULL,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_buckets" (
	"company_id" text NOT NULL,
	"month" date NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"source" text NOT NULL,
	"currency" text NOT NULL,
	"applications" double precision DEFAULT 0 NOT NULL,
	"reviewing" double precision DEFAULT 0 NOT NULL,
	"interview_scheduled" double precision DEFAULT 0 NOT NULL,
	"interviewed" double precision DEFAULT 0 NOT NULL,
	"offered" double precision DEFAULT 0 NOT NULL,
	"hired" double precision DEFAULT 0 NOT NULL,
	"rejected" double precision DEFAULT 0 NOT NULL,
	"withdrawn" double precision DEFAULT 0 NOT NULL,
	"hire_days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_0days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_0n" double precision DEFAULT 0 NOT NULL,
	"stage_1days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_1n" double precision DEFAULT 0 NOT NULL,
	"stage_2days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_2n" double precision DEFAULT 0 NOT NULL,
	"stage_3days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_3n" double precision DEFAULT 0 NOT NULL,
	"stage_4days_sum" double precision DEFAULT 0 NOT NULL,
	"stage_4n" double precision DEFAULT 0 NOT NULL,
	"analysed" double precision DEFAULT 0 NOT NULL,
	"failed" double precision DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"ai_advance" double precision DEFAULT 0 NOT NULL,
	"ai_reject" double precision DEFAULT 0 NOT NULL,
	"ai_decided" double precision DEFAULT 0 NOT NULL,
	"ai_agreed" double precision DEFAULT 0 NOT NULL,
	"salary_sum" double precision DEFAULT 0 NOT NULL,
	"salary_n" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_buckets_company_id_month_department_location_source_currency_pk" PRIMARY KEY("company_id","month","department","location","source","currency")
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
	"last_position" bigint NOT NULL
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
CREATE INDEX "analytics_skills_company_month_idx" ON "analytics_skills" USING btree ("company_id","month");--> statement-breakpoint
CREATE INDEX "notification_members_company_idx" ON "notification_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."deleted_at" IS NULL AND "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_source_idx" ON "notifications" USING btree ("source_position");