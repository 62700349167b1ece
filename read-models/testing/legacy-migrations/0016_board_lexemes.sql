-- The board matches words through integer ids (intarray's GIN opclass and query_int); the extension ships with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS intarray;
--> statement-breakpoint
CREATE TABLE "board_lexemes" (
	"lexeme" text COLLATE "C" PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "board_lexemes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "board_lexemes_id_unique" UNIQUE("id")
);
--> statement-breakpoint
-- The ids of a vector's words, numbering new words on the way. Each statement of a volatile function takes a fresh
-- snapshot, so a word another transaction numbered meanwhile is found by the second SELECT.
CREATE FUNCTION board_lexeme_ids(vector tsvector) RETURNS integer[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  words text[] := tsvector_to_array(vector);
  ids integer[];
BEGIN
  SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO ids FROM board_lexemes WHERE lexeme = ANY (words);
  IF cardinality(ids) < cardinality(words) THEN
    INSERT INTO board_lexemes (lexeme) SELECT unnest(words) ON CONFLICT DO NOTHING;
    SELECT coalesce(array_agg(id ORDER BY id), '{}') INTO ids FROM board_lexemes WHERE lexeme = ANY (words);
  END IF;
  RETURN ids;
END $$;
--> statement-breakpoint
DROP INDEX "board_jobs_search_idx";--> statement-breakpoint
ALTER TABLE "board_jobs" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "board_jobs" ADD COLUMN "search_lexemes" integer[];--> statement-breakpoint
-- Filled from jobs, so the rewritten rows no longer carry the dropped vector.
UPDATE "board_jobs" b SET "search_lexemes" = board_lexeme_ids(j."search_vector") FROM "jobs" j WHERE j."job_id" = b."job_id";--> statement-breakpoint
ALTER TABLE "board_jobs" ALTER COLUMN "search_lexemes" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "board_jobs_lexemes_idx" ON "board_jobs" USING gin ("search_lexemes" gin__int_ops);
