CREATE TABLE "board_word_jobs" (
	"word_id" integer PRIMARY KEY NOT NULL,
	"jobs" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "board_word_jobs" ("word_id", "jobs") SELECT w, count(*) FROM "board_words", unnest("word_ids") w GROUP BY w;
