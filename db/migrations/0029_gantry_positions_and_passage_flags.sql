CREATE TABLE "passage_flag" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"passage_id" uuid NOT NULL,
	"earlier_passage_id" uuid,
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"customer_id" uuid,
	"detail" jsonb NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "passage_flag_once" UNIQUE NULLS NOT DISTINCT("passage_id","kind","earlier_passage_id"),
	CONSTRAINT "passage_flag_pair" CHECK (("passage_flag"."kind" = 'IMPOSSIBLE_JOURNEY') = ("passage_flag"."earlier_passage_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "toll_gantry" ADD COLUMN "km_marker" double precision;--> statement-breakpoint
ALTER TABLE "toll_gantry" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "toll_gantry" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "passage_flag_earlier_idx" ON "passage_flag" USING btree ("earlier_passage_id");--> statement-breakpoint
CREATE INDEX "passage_plate_time_idx" ON "passage" USING btree ("plate","province","passed_at");--> statement-breakpoint
ALTER TABLE "toll_gantry" ADD CONSTRAINT "toll_gantry_position_whole" CHECK (("toll_gantry"."km_marker" is null) = ("toll_gantry"."latitude" is null) and ("toll_gantry"."km_marker" is null) = ("toll_gantry"."longitude" is null));--> statement-breakpoint
ALTER TABLE "toll_gantry" ADD CONSTRAINT "toll_gantry_position_range" CHECK ("toll_gantry"."latitude" between -90 and 90 and "toll_gantry"."longitude" between -180 and 180 and "toll_gantry"."km_marker" >= 0);--> statement-breakpoint
-- Hand-written from here: drizzle-kit cannot write triggers.
-- A flag on a non-member passage is part of what the visitor look-up shows for its plate (decision
-- 0058), so a new flag raises the plate's version as a late passage does (0021, decision 0012):
-- only plates that have a non-member invoice, plates in one order, once per statement.
CREATE FUNCTION plate_version_of_passage_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plate_version (plate, province, version)
    SELECT DISTINCT c.plate, c.province, pg_current_xact_id()::text::bigint FROM changed c
    WHERE EXISTS (SELECT 1 FROM "invoice" i WHERE i.kind = 'NON_MEMBER' AND i.plate = c.plate AND i.province = c.province)
    ORDER BY c.plate, c.province
  ON CONFLICT (plate, province) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER passage_flag_plate_version_insert AFTER INSERT ON "passage_flag"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION plate_version_of_passage_flags();
