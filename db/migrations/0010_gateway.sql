CREATE TABLE "gateway_card" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_charge" (
	"gateway_reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"source" jsonb,
	"amount_satang" bigint NOT NULL,
	"reference" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"qr_payload" text,
	"return_url" text,
	"page_step" text,
	"page_card_behaviour" text,
	"confirmation_code" text,
	"return_token_hash" text,
	"return_token_redeemed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_settlement" (
	"gateway_reference" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "gateway_tag" (
	"programme" text NOT NULL,
	"tag_number" text NOT NULL,
	"holder_id" text NOT NULL,
	"balance_satang" bigint NOT NULL,
	CONSTRAINT "gateway_tag_programme_tag_number_pk" PRIMARY KEY("programme","tag_number"),
	CONSTRAINT "gateway_tag_balance_not_negative" CHECK ("gateway_tag"."balance_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gateway_settlement" ADD CONSTRAINT "gateway_settlement_gateway_reference_gateway_charge_gateway_reference_fk" FOREIGN KEY ("gateway_reference") REFERENCES "public"."gateway_charge"("gateway_reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_charge_idempotency_key_idx" ON "gateway_charge" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gateway_charge_created_idx" ON "gateway_charge" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gateway_charge_pending_idx" ON "gateway_charge" USING btree ("expires_at") WHERE "gateway_charge"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "gateway_settlement_undelivered_idx" ON "gateway_settlement" USING btree ("created_at") WHERE "gateway_settlement"."delivered_at" is null;