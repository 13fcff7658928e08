CREATE SEQUENCE "public"."receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."tax_invoice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tax_invoice_no" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD CONSTRAINT "tax_invoice_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_no_idx" ON "receipt" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_payment_idx" ON "receipt" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_no_idx" ON "tax_invoice" USING btree ("tax_invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_payment_idx" ON "tax_invoice" USING btree ("payment_id");