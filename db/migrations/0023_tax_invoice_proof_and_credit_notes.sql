CREATE SEQUENCE "public"."credit_note_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_no" text NOT NULL,
	"tax_invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "tax_invoice_payment_idx";--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "verification_code" text;--> statement-breakpoint
-- Receipts issued before the code existed get one too (never printed; staff settle their tax invoices).
UPDATE "receipt" SET "verification_code" = translate(upper(substr(md5(random()::text || "id"::text), 1, 8)), '01', 'GH');--> statement-breakpoint
ALTER TABLE "receipt" ALTER COLUMN "verification_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_invoice" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_tax_invoice_id_tax_invoice_id_fk" FOREIGN KEY ("tax_invoice_id") REFERENCES "public"."tax_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_no_idx" ON "credit_note" USING btree ("credit_note_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_tax_invoice_idx" ON "credit_note" USING btree ("tax_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoice_payment_idx" ON "tax_invoice" USING btree ("payment_id") WHERE "tax_invoice"."cancelled_at" is null;