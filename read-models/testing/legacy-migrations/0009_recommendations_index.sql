DROP INDEX "jobs_active_skills_idx";--> statement-breakpoint
CREATE INDEX "jobs_last_position_idx" ON "jobs" USING btree ("last_position");