DROP INDEX "applications_pending_analysis_idx";--> statement-breakpoint
DROP INDEX "candidate_cvs_unread_idx";