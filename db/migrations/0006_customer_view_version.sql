ALTER TABLE "customer" ADD COLUMN "view_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to a customer's row, addresses or documents raises its view_version, so an
-- instance that keeps the customer view in memory can tell with one number whether its copy is
-- current, whichever instance or module made the change (docs/decisions/0012).
CREATE FUNCTION customer_view_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.view_version := OLD.view_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_view_version_raise BEFORE UPDATE ON "customer"
  FOR EACH ROW EXECUTE FUNCTION customer_view_version_raise();
--> statement-breakpoint
CREATE FUNCTION customer_view_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on insert and NEW on delete; an update may in principle move a row to another customer.
  UPDATE "customer" SET view_version = view_version + 1 WHERE id IN (OLD.customer_id, NEW.customer_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customer_address_changed AFTER INSERT OR UPDATE OR DELETE ON "customer_address"
  FOR EACH ROW EXECUTE FUNCTION customer_view_part_changed();
--> statement-breakpoint
CREATE TRIGGER customer_document_changed AFTER INSERT OR UPDATE OR DELETE ON "customer_document"
  FOR EACH ROW EXECUTE FUNCTION customer_view_part_changed();
