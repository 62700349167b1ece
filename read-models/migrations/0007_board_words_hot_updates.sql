DROP INDEX "board_words_salary_idx";--> statement-breakpoint
DROP INDEX "board_words_popular_idx";