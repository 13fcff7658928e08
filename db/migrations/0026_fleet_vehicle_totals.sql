CREATE TABLE "passage_vehicle_total" (
	"customer_id" uuid NOT NULL,
	"billing_period" text NOT NULL,
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"passage_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	CONSTRAINT "passage_vehicle_total_customer_id_billing_period_plate_province_pk" PRIMARY KEY("customer_id","billing_period","plate","province"),
	CONSTRAINT "passage_vehicle_total_counts" CHECK ("passage_vehicle_total"."passage_count" > 0 and "passage_vehicle_total"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_invoice_vehicle_total" (
	"customer_id" uuid NOT NULL,
	"billing_period" text NOT NULL,
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"passage_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	CONSTRAINT "member_invoice_vehicle_total_customer_id_billing_period_plate_province_pk" PRIMARY KEY("customer_id","billing_period","plate","province")
);
--> statement-breakpoint
-- A member's totals per vehicle and billing period kept by the database for every statement that
-- writes passages, whichever process runs it (docs/decisions/0066): triggers per statement with
-- transition tables, as plate_version's (0021), so a batch of a million passages is one GROUP BY
-- and one upsert, vehicles in key order so two recorders of the same vehicles never wait on each
-- other in a cycle. Passages are only ever inserted; an update or a delete is kept too, so the
-- totals stay the passages' sums whatever writes them.
CREATE FUNCTION passage_vehicle_total_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH gone AS (
      SELECT customer_id, billing_period, plate, province, count(*)::int AS passage_count, sum(price)::bigint AS total_amount
      FROM removed WHERE is_member GROUP BY customer_id, billing_period, plate, province
    ), emptied AS (
      DELETE FROM passage_vehicle_total t USING gone g
      WHERE t.customer_id = g.customer_id AND t.billing_period = g.billing_period AND t.plate = g.plate AND t.province = g.province
        AND t.passage_count = g.passage_count
    )
    UPDATE passage_vehicle_total t
      SET passage_count = t.passage_count - g.passage_count, total_amount = t.total_amount - g.total_amount
      FROM gone g
      WHERE t.customer_id = g.customer_id AND t.billing_period = g.billing_period AND t.plate = g.plate AND t.province = g.province
        AND t.passage_count <> g.passage_count;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO passage_vehicle_total AS t (customer_id, billing_period, plate, province, passage_count, total_amount)
      SELECT customer_id, billing_period, plate, province, count(*), sum(price)
      FROM added WHERE is_member
      GROUP BY customer_id, billing_period, plate, province
      ORDER BY customer_id, billing_period, plate, province
    ON CONFLICT (customer_id, billing_period, plate, province) DO UPDATE
      SET passage_count = t.passage_count + excluded.passage_count, total_amount = t.total_amount + excluded.total_amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER passage_vehicle_total_insert AFTER INSERT ON "passage"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION passage_vehicle_total_keep();
--> statement-breakpoint
CREATE TRIGGER passage_vehicle_total_update AFTER UPDATE ON "passage"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION passage_vehicle_total_keep();
--> statement-breakpoint
CREATE TRIGGER passage_vehicle_total_delete AFTER DELETE ON "passage"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION passage_vehicle_total_keep();
--> statement-breakpoint
-- The passages recorded before this migration, and the invoices already cut: their totals from the
-- passages once, so no read falls back to counting them.
INSERT INTO passage_vehicle_total (customer_id, billing_period, plate, province, passage_count, total_amount)
  SELECT customer_id, billing_period, plate, province, count(*), sum(price)
  FROM "passage" WHERE is_member
  GROUP BY customer_id, billing_period, plate, province;
--> statement-breakpoint
INSERT INTO member_invoice_vehicle_total (customer_id, billing_period, plate, province, passage_count, total_amount)
  SELECT t.customer_id, t.billing_period, t.plate, t.province, t.passage_count, t.total_amount
  FROM passage_vehicle_total t
  WHERE EXISTS (
    SELECT 1 FROM "invoice" i WHERE i.kind = 'MEMBER' AND i.customer_id = t.customer_id AND i.billing_period = t.billing_period
  );
