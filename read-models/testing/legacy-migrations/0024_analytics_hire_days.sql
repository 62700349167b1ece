DROP INDEX "analytics_applications_hired_idx";--> statement-breakpoint
ALTER TABLE "analytics_applications" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_applications" ADD COLUMN "hire_days" double precision;--> statement-breakpoint
UPDATE "analytics_applications" SET
  "applied_at" = ("row" -> 'stageAt' ->> 0)::timestamptz,
  "hire_days" = CASE WHEN "row" -> 'stageAt' ->> 5 IS NOT NULL THEN greatest(0, extract(epoch FROM (("row" -> 'stageAt' ->> 5)::timestamptz - ("row" -> 'stageAt' ->> 0)::timestamptz)) / 86400) END;--> statement-breakpoint
ALTER TABLE "analytics_applications" ALTER COLUMN "applied_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_applications_hire_days_idx" ON "analytics_applications" USING btree ("company_id","applied_at","hire_days") WHERE "analytics_applications"."hire_days" IS NOT NULL;
