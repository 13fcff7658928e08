CREATE TABLE "plate_version" (
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "plate_version_plate_province_pk" PRIMARY KEY("plate","province")
);
--> statement-breakpoint
-- What the visitor look-up shows for a plate is raised to a new version by every statement that
-- writes a part of it, whichever process runs it: the version is the writing transaction's id
-- (docs/decisions/0012). Triggers per statement with transition tables, so a ladder run that
-- replaces many invoices raises each plate once, plates in one order so two such statements never
-- wait on each other in a cycle.
CREATE FUNCTION plate_version_of_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plate_version (plate, province, version)
    SELECT DISTINCT plate, province, pg_current_xact_id()::text::bigint FROM changed
    WHERE kind = 'NON_MEMBER' AND plate IS NOT NULL AND province IS NOT NULL
    ORDER BY plate, province
  ON CONFLICT (plate, province) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_plate_version_insert AFTER INSERT ON "invoice"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_invoices();
--> statement-breakpoint
CREATE TRIGGER invoice_plate_version_update AFTER UPDATE ON "invoice"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_invoices();
--> statement-breakpoint
CREATE TRIGGER invoice_plate_version_delete AFTER DELETE ON "invoice"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_invoices();
--> statement-breakpoint
CREATE FUNCTION plate_version_of_remarks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plate_version (plate, province, version)
    SELECT DISTINCT i.plate, i.province, pg_current_xact_id()::text::bigint FROM changed r JOIN "invoice" i ON i.id = r.invoice_id
    WHERE i.kind = 'NON_MEMBER' AND i.plate IS NOT NULL AND i.province IS NOT NULL
    ORDER BY i.plate, i.province
  ON CONFLICT (plate, province) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_remark_plate_version_insert AFTER INSERT ON "invoice_remark"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_remarks();
--> statement-breakpoint
CREATE TRIGGER invoice_remark_plate_version_update AFTER UPDATE ON "invoice_remark"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_remarks();
--> statement-breakpoint
CREATE TRIGGER invoice_remark_plate_version_delete AFTER DELETE ON "invoice_remark"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_remarks();
--> statement-breakpoint
CREATE FUNCTION plate_version_of_notices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plate_version (plate, province, version)
    SELECT DISTINCT plate, province, pg_current_xact_id()::text::bigint FROM changed
    WHERE plate IS NOT NULL AND province IS NOT NULL
    ORDER BY plate, province
  ON CONFLICT (plate, province) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER toll_notice_plate_version_insert AFTER INSERT ON "toll_notice"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_notices();
--> statement-breakpoint
CREATE TRIGGER toll_notice_plate_version_update AFTER UPDATE ON "toll_notice"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_notices();
--> statement-breakpoint
CREATE TRIGGER toll_notice_plate_version_delete AFTER DELETE ON "toll_notice"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_notices();
--> statement-breakpoint
-- A passage is a line of an open invoice only when its plate's day is already invoiced (a late
-- read); the passages of a day not yet cut raise nothing, so the gantry feed pays one index probe.
CREATE FUNCTION plate_version_of_passages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plate_version (plate, province, version)
    SELECT DISTINCT c.plate, c.province, pg_current_xact_id()::text::bigint FROM changed c
    WHERE NOT c.is_member AND EXISTS (
      SELECT 1 FROM "invoice" i
      WHERE i.kind = 'NON_MEMBER' AND i.plate = c.plate AND i.province = c.province AND i.billing_period = c.billing_period
    )
    ORDER BY c.plate, c.province
  ON CONFLICT (plate, province) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER passage_plate_version_insert AFTER INSERT ON "passage"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_passages();
--> statement-breakpoint
CREATE TRIGGER passage_plate_version_update AFTER UPDATE ON "passage"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_passages();
--> statement-breakpoint
CREATE TRIGGER passage_plate_version_delete AFTER DELETE ON "passage"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_passages();
--> statement-breakpoint
INSERT INTO plate_version (plate, province, version)
  SELECT DISTINCT plate, province, pg_current_xact_id()::text::bigint FROM "invoice"
  WHERE kind = 'NON_MEMBER' AND plate IS NOT NULL AND province IS NOT NULL;
