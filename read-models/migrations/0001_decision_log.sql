CREATE TABLE "decision_log_applications" (
	"application_id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"job_id" text NOT NULL,
	"basis_position" bigint,
	"basis_stance" text,
	"last_position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decision_log_entries" (
	"position" bigint PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"company_id" text NOT NULL,
	"job_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"score" integer,
	"fit" text,
	"recommendation" text,
	"stage" text,
	"stance" text,
	"provenance" jsonb,
	"status" text,
	"previous_status" text,
	"direction" text,
	"basis_position" bigint,
	"basis_stance" text,
	"verdict" text
);
--> statement-breakpoint
CREATE INDEX "decision_log_application_idx" ON "decision_log_entries" USING btree ("application_id","position");--> statement-breakpoint
CREATE INDEX "decision_log_company_idx" ON "decision_log_entries" USING btree ("company_id","occurred_at","position");--> statement-breakpoint
-- Issue #22: the decision log keeps every row six months. Deleting a younger row (or truncating while one is
-- there) fails, unless the transaction is an erasure (SET LOCAL tawzeef.erasure = 'on'). A rebuild replaces the
-- table whole (DROP, not DELETE) and copies this trigger to the new table.
CREATE FUNCTION decision_log_keep_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('tawzeef.erasure', true), '') <> 'on' AND OLD.occurred_at > now() - interval '6 months' THEN
    RAISE EXCEPTION 'DECISION_LOG.RETAINED: decision log entry % (%) is kept six months; only an erasure removes it sooner', OLD.position, OLD.occurred_at;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE FUNCTION decision_log_keep_table() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE young boolean;
BEGIN
  IF coalesce(current_setting('tawzeef.erasure', true), '') = 'on' THEN RETURN NULL; END IF;
  EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I WHERE occurred_at > now() - interval ''6 months'')', TG_TABLE_SCHEMA, TG_TABLE_NAME) INTO young;
  IF young THEN
    RAISE EXCEPTION 'DECISION_LOG.RETAINED: the decision log holds entries younger than six months';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER decision_log_keep_row BEFORE DELETE ON "decision_log_entries" FOR EACH ROW EXECUTE FUNCTION decision_log_keep_row();--> statement-breakpoint
CREATE TRIGGER decision_log_keep_table BEFORE TRUNCATE ON "decision_log_entries" FOR EACH STATEMENT EXECUTE FUNCTION decision_log_keep_table();
