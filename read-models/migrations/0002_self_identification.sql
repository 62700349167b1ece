CREATE TABLE "self_identifications" (
	"candidate_id" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
