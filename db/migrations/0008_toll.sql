CREATE TABLE "passage" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"passed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"gantry_code" text NOT NULL,
	"plaza_code" text NOT NULL,
	"lane" integer NOT NULL,
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"vehicle_class" smallint NOT NULL,
	"price" integer NOT NULL,
	"customer_id" uuid,
	"vehicle_id" uuid,
	"is_member" boolean NOT NULL,
	"billing_period" text NOT NULL,
	CONSTRAINT "passage_passed_at_id_pk" PRIMARY KEY("passed_at","id"),
	CONSTRAINT "passage_vehicle_class_known" CHECK ("passage"."vehicle_class" between 1 and 3),
	CONSTRAINT "passage_price_not_negative" CHECK ("passage"."price" >= 0),
	CONSTRAINT "passage_member_has_customer" CHECK ("passage"."is_member" = ("passage"."customer_id" is not null))
) PARTITION BY RANGE ("passed_at");
-- PARTITION BY is written by hand: drizzle-kit cannot emit it. The toll module attaches a partition
-- per Bangkok month (passage_yYYYYmMM) at start and whenever a passage finds none (decision 0017).
--> statement-breakpoint
CREATE TABLE "toll_gantry" (
	"code" text PRIMARY KEY NOT NULL,
	"plaza_code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"direction" text NOT NULL,
	"lane_count" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "toll_gantry_lanes_positive" CHECK ("toll_gantry"."lane_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "toll_plaza" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"route" text NOT NULL,
	"tariff_class1" integer NOT NULL,
	"tariff_class2" integer NOT NULL,
	"tariff_class3" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "toll_plaza_tariff_positive" CHECK ("toll_plaza"."tariff_class1" > 0 and "toll_plaza"."tariff_class2" > 0 and "toll_plaza"."tariff_class3" > 0)
);
--> statement-breakpoint
ALTER TABLE "toll_gantry" ADD CONSTRAINT "toll_gantry_plaza_code_toll_plaza_code_fk" FOREIGN KEY ("plaza_code") REFERENCES "public"."toll_plaza"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passage_dedupe_idx" ON "passage" USING btree ("plate","province","gantry_code","passed_at");--> statement-breakpoint
CREATE INDEX "passage_billing_cut_idx" ON "passage" USING btree ("billing_period","customer_id") WHERE is_member;--> statement-breakpoint
CREATE INDEX "passage_non_member_day_idx" ON "passage" USING btree ("billing_period","plate","province") WHERE not is_member;--> statement-breakpoint
CREATE INDEX "passage_member_history_idx" ON "passage" USING btree ("customer_id","passed_at") WHERE customer_id is not null;--> statement-breakpoint
CREATE INDEX "passage_id_idx" ON "passage" USING btree ("id");--> statement-breakpoint
CREATE INDEX "toll_gantry_plaza_idx" ON "toll_gantry" USING btree ("plaza_code");