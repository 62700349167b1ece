-- Issue #22: a decision log entry is never rewritten (the projection only inserts). Refusing updates keeps the
-- six-month guard whole: an entry cannot be made to look old, or emptied, instead of being deleted. An erasure
-- (SET LOCAL tawzeef.erasure = 'on') may still change or remove rows.
CREATE FUNCTION decision_log_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('tawzeef.erasure', true), '') <> 'on' THEN
    RAISE EXCEPTION 'DECISION_LOG.IMMUTABLE: decision log entry % is never rewritten', OLD.position;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER decision_log_no_update BEFORE UPDATE ON "decision_log_entries" FOR EACH ROW EXECUTE FUNCTION decision_log_no_update();
