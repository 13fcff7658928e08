ALTER TABLE "refund" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "prepaid_account" ADD COLUMN "closing_key" text;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_of_payment_or_held_money" CHECK ("refund"."payment_id" is not null or ("refund"."customer_id" is not null and "refund"."channel" = 'BANK_ACCOUNT'));