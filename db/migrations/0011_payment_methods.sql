CREATE TABLE "payment_method" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"brand" text,
	"last4" text,
	"masked_display" text NOT NULL,
	"gateway_token" text,
	"bank_code" text,
	"account_reference" text,
	"tag_programme" text,
	"tag_number" text,
	"tag_chip_serial" text,
	"tag_holder_id" text,
	"tag_office_number" text,
	"debit_mode" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"effective_from" date,
	"channel_key" text NOT NULL,
	"status" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_method" ADD CONSTRAINT "payment_method_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_one_primary_idx" ON "payment_method" USING btree ("customer_id") WHERE is_primary and status = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_method_channel_idx" ON "payment_method" USING btree ("customer_id","channel_key") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "payment_method_customer_idx" ON "payment_method" USING btree ("customer_id","created_at");