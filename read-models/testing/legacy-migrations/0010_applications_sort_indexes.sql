DROP INDEX "applications_company_list_idx";--> statement-breakpoint
DROP INDEX "applications_job_list_idx";--> statement-breakpoint
DROP INDEX "applications_company_recent_idx";--> statement-breakpoint
CREATE INDEX "applications_company_priority_idx" ON "applications" USING btree ("company_id","priority_rank","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_ai_score_desc_idx" ON "applications" USING btree ("company_id","cv_analysis_score" DESC NULLS LAST,"application_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_company_ai_score_asc_idx" ON "applications" USING btree ("company_id","cv_analysis_score","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_overall_desc_idx" ON "applications" USING btree ("company_id","overall_score" DESC NULLS LAST,"application_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_company_overall_asc_idx" ON "applications" USING btree ("company_id","overall_score","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_list_idx" ON "applications" USING btree ("company_id","status","priority_rank","applied_at","application_id");--> statement-breakpoint
CREATE INDEX "applications_job_list_idx" ON "applications" USING btree ("job_id","status","priority_rank","applied_at","application_id");--> statement-breakpoint
CREATE INDEX "applications_company_recent_idx" ON "applications" USING btree ("company_id","applied_at","application_id");