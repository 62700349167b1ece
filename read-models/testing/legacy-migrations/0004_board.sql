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
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_titles" (
	"search_title" text PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "board_jobs_latest_idx" ON "board_jobs" USING btree ("posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at");--> statement-breakpoint
CREATE INDEX "board_jobs_salary_idx" ON "board_jobs" USING btree ("salary_monthly_high" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at");--> statement-breakpoint
CREATE INDEX "board_jobs_popular_idx" ON "board_jobs" USING btree ("applicants" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at");--> statement-breakpoint
CREATE INDEX "board_jobs_facets_idx" ON "board_jobs" USING btree ("type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","deadline_at","applicants","posted_at","job_id","sectors");--> statement-breakpoint
CREATE INDEX "board_jobs_search_idx" ON "board_jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "board_jobs_title_idx" ON "board_jobs" USING btree ("search_title");--> statement-breakpoint
CREATE INDEX "board_titles_trgm_idx" ON "board_titles" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
-- Backfill from the jobs already projected (the projection keeps these tables from now on).
INSERT INTO "board_jobs" SELECT job_id, type, country, (location = 'Remote' OR work_type = 'REMOTE'), job_level, is_director, sectors, salary_monthly_low, salary_monthly_high, deadline_at, applicants, posted_at, search_title, strip(search_vector) FROM "jobs" WHERE status = 'ACTIVE';--> statement-breakpoint
INSERT INTO "board_titles" SELECT search_title, count(*) FROM "board_jobs" GROUP BY search_title;
