-- The jobs board's typo-tolerant search needs trigram operators; the extension ships with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- One transposed letter in a word ("develpoer") scores 0.5; the operator's default (0.6) would miss it.
DO $$ BEGIN
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.5', current_database());
END $$;
