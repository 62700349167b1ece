CREATE TABLE "retention_applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"held" boolean DEFAULT false NOT NULL,
	"hold_reason" text,
	"hold_by" text,
	"hold_at" timestamp with time zone,
	"notice_erase_on" timestamp with time zone,
	"noticed_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_months" integer;--> statement-breakpoint
CREATE INDEX "retention_applications_company_idx" ON "retention_applications" USING btree ("company_id");