CREATE TABLE "points_earning" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"paid_amount" bigint NOT NULL,
	"satang_per_point" integer NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"offer_title_th" text NOT NULL,
	"offer_title_en" text,
	"points" integer NOT NULL,
	"code" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rule_setting" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_item" ADD COLUMN "points_price" integer;--> statement-breakpoint
ALTER TABLE "points_earning" ADD CONSTRAINT "points_earning_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_earning" ADD CONSTRAINT "points_earning_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemption" ADD CONSTRAINT "points_redemption_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_earning_customer_idx" ON "points_earning" USING btree ("customer_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemption_key_idx" ON "points_redemption" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemption_code_idx" ON "points_redemption" USING btree ("code");--> statement-breakpoint
CREATE INDEX "points_redemption_customer_idx" ON "points_redemption" USING btree ("customer_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "payment_settled_idx" ON "payment" USING btree ("settled_at") WHERE "payment"."status" = 'PAID';--> statement-breakpoint
ALTER TABLE "content_item" ADD CONSTRAINT "content_item_points_price" CHECK ("content_item"."points_price" is null or ("content_item"."kind" = 'PROMOTION' and "content_item"."points_price" > 0));--> statement-breakpoint
-- A database whose content was seeded before points existed gets the seeded offers' points prices
-- (seed/content/offers.ts); an item an editor has touched keeps what the editor made of it.
UPDATE "content_item" SET "points_price" = CASE "title_en"
	WHEN 'Second coffee half price at rest-area cafés' THEN 50
	WHEN 'Free 20-point vehicle check' THEN 300
	WHEN 'Car wash for 99 baht' THEN 150
END
WHERE "kind" = 'PROMOTION' AND "updated_by" IS NULL
	AND "title_en" IN ('Second coffee half price at rest-area cafés', 'Free 20-point vehicle check', 'Car wash for 99 baht');
