ALTER TABLE "interviews" ADD COLUMN "ai_analysis_language" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "ai_analysis_translations" jsonb;