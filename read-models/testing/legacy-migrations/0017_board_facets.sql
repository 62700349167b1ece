CREATE TABLE "board_facets" (
	"type" text NOT NULL,
	"country" text NOT NULL,
	"is_remote" boolean NOT NULL,
	"job_level" text NOT NULL,
	"is_director" boolean NOT NULL,
	"sectors" text[] NOT NULL,
	"salary_buckets" integer NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "board_facets_type_country_is_remote_job_level_is_director_sectors_salary_buckets_pk" PRIMARY KEY("type","country","is_remote","job_level","is_director","sectors","salary_buckets")
);
--> statement-breakpoint
-- The bits follow salaryBuckets (modules/jobs/job/salary.ts) as read-models/jobs/board.ts numbers them.
INSERT INTO "board_facets"
SELECT type, coalesce(country, ''), is_remote, job_level, is_director, sectors,
  (CASE WHEN salary_monthly_low < 10000 AND salary_monthly_high >= 0 THEN 1 ELSE 0 END)
  + (CASE WHEN salary_monthly_low < 20000 AND salary_monthly_high >= 10000 THEN 2 ELSE 0 END)
  + (CASE WHEN salary_monthly_low < 35000 AND salary_monthly_high >= 20000 THEN 4 ELSE 0 END)
  + (CASE WHEN salary_monthly_low < 50000 AND salary_monthly_high >= 35000 THEN 8 ELSE 0 END)
  + (CASE WHEN salary_monthly_low < 1000000000 AND salary_monthly_high >= 50000 THEN 16 ELSE 0 END),
  count(*)
FROM "board_jobs" GROUP BY 1, 2, 3, 4, 5, 6, 7;
