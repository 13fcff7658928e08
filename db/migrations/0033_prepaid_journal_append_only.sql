-- The prepaid journal is append-only (docs/decisions/0077): no UPDATE, DELETE or TRUNCATE, as for
-- case_event; only the training world's reset empties it, with the rest of the world.
CREATE FUNCTION prepaid_movement_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' AND current_setting('mflow.world_reset', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'prepaid_movement is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER prepaid_movement_no_change BEFORE UPDATE OR DELETE ON "prepaid_movement"
  FOR EACH ROW EXECUTE FUNCTION prepaid_movement_append_only();
--> statement-breakpoint
CREATE TRIGGER prepaid_movement_no_truncate BEFORE TRUNCATE ON "prepaid_movement"
  FOR EACH STATEMENT EXECUTE FUNCTION prepaid_movement_append_only();
