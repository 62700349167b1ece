CREATE TABLE "review_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"job_id" text NOT NULL,
	"company_id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"status" text NOT NULL,
	"message" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"note_to_candidate" text,
	"conclusion" text,
	"internal_note" text,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "review_requests_company_idx" ON "review_requests" USING btree ("company_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "review_requests_application_idx" ON "review_requests" USING btree ("application_id","requested_at");