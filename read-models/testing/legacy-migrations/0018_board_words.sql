-- A text search scans board_words, the narrow half of board_jobs: the word ids, the facet combination and the sort keys.
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
ALTER TABLE "board_facets" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "board_facets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "board_jobs" ADD COLUMN "job_no" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "board_jobs_job_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "board_facets" ADD CONSTRAINT "board_facets_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "board_jobs" ADD CONSTRAINT "board_jobs_job_no_unique" UNIQUE("job_no");--> statement-breakpoint
-- The salary bits are those of migration 0017.
INSERT INTO "board_words"
SELECT b.job_no, b.deadline_at, b.posted_at, b.salary_monthly_high, b.applicants, f.id, b.search_lexemes
FROM "board_jobs" b JOIN "board_facets" f ON f.type = b.type AND f.country = coalesce(b.country, '')
  AND f.is_remote = b.is_remote AND f.job_level = b.job_level AND f.is_director = b.is_director AND f.sectors = b.sectors
  AND f.salary_buckets = (CASE WHEN b.salary_monthly_low < 10000 AND b.salary_monthly_high >= 0 THEN 1 ELSE 0 END)
    + (CASE WHEN b.salary_monthly_low < 20000 AND b.salary_monthly_high >= 10000 THEN 2 ELSE 0 END)
    + (CASE WHEN b.salary_monthly_low < 35000 AND b.salary_monthly_high >= 20000 THEN 4 ELSE 0 END)
    + (CASE WHEN b.salary_monthly_low < 50000 AND b.salary_monthly_high >= 35000 THEN 8 ELSE 0 END)
    + (CASE WHEN b.salary_monthly_low < 1000000000 AND b.salary_monthly_high >= 50000 THEN 16 ELSE 0 END);--> statement-breakpoint
CREATE INDEX "board_words_word_ids_idx" ON "board_words" USING gin ("word_ids" gin__int_ops) WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "board_jobs_lexemes_idx";--> statement-breakpoint
ALTER TABLE "board_jobs" DROP COLUMN "search_lexemes";
