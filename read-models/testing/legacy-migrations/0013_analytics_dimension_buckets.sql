-- analytics_buckets: one row per company, month, dimension (all, source, department, location, currency) and
-- value instead of one per combination, so that a year of figures is a few hundred rows. The analytics read
-- model is rebuilt from the log: its tables are emptied and its checkpoint goes back to the start.
DROP TABLE "analytics_buckets";
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
TRUNCATE "analytics_applications", "analytics_jobs", "analytics_skills";
--> statement-breakpoint
UPDATE "projection_checkpoints" SET "position" = 0 WHERE "name" = 'analytics';
