CREATE TABLE "unmatched_money" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_reference" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"invoice_id" uuid,
	"invoice_no" text,
	"invoice_amount" bigint,
	"customer_id" uuid,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied_payment_id" uuid,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_link_token" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "uploader_address" text;--> statement-breakpoint
ALTER TABLE "unmatched_money" ADD CONSTRAINT "unmatched_money_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_money" ADD CONSTRAINT "unmatched_money_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_money" ADD CONSTRAINT "unmatched_money_applied_payment_id_payment_id_fk" FOREIGN KEY ("applied_payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_money_gateway_reference_idx" ON "unmatched_money" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "unmatched_money_status_idx" ON "unmatched_money" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "stored_file_unclaimed_idx" ON "stored_file" USING btree ("uploader_address","uploaded_at") WHERE "stored_file"."claimed_at" is null;