DROP INDEX "board_jobs_latest_idx";--> statement-breakpoint
DROP INDEX "board_jobs_salary_idx";--> statement-breakpoint
DROP INDEX "board_jobs_popular_idx";--> statement-breakpoint
CREATE INDEX "board_jobs_deadline_idx" ON "board_jobs" USING btree ("deadline_at") WHERE deadline_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "board_jobs_latest_idx" ON "board_jobs" USING btree ("posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at","type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","sectors");--> statement-breakpoint
CREATE INDEX "board_jobs_salary_idx" ON "board_jobs" USING btree ("salary_monthly_high" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at","type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","sectors");--> statement-breakpoint
CREATE INDEX "board_jobs_popular_idx" ON "board_jobs" USING btree ("applicants" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline_at","type","country","is_remote","job_level","is_director","salary_monthly_low","salary_monthly_high","sectors");