CREATE TABLE "communications" (
	"communication_id" text PRIMARY KEY NOT NULL,
	"company_id" text,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"candidate_id" text,
	"application_id" text,
	"job_id" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"phone_key" text,
	"provider_message_id" text,
	"reply_to_id" text,
	"origin" text NOT NULL,
	"author_id" text,
	"system_kind" text,
	"call_outcome" text,
	"call_duration_seconds" integer,
	"call_notes" text,
	"failure_code" text,
	"failure_message" text,
	"archived" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "communications_company_idx" ON "communications" USING btree ("company_id","archived","created_at" DESC NULLS LAST,"communication_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_application_idx" ON "communications" USING btree ("application_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_candidate_idx" ON "communications" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_provider_idx" ON "communications" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "communications_phone_idx" ON "communications" USING btree ("phone_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_search_trgm_idx" ON "communications" USING gin ("search_text" gin_trgm_ops);