DROP INDEX IF EXISTS "board_words_salary_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "board_words_popular_idx";