CREATE INDEX "board_words_latest_idx" ON "board_words" USING btree ("posted_at" DESC NULLS LAST,"job_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_words_salary_idx" ON "board_words" USING btree ("salary_monthly_high" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_words_popular_idx" ON "board_words" USING btree ("applicants" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"job_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "board_words_facet_idx" ON "board_words" USING btree ("facet_id");