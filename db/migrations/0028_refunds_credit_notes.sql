CREATE TABLE "gateway_refund_behaviour" (
	"target" text PRIMARY KEY NOT NULL,
	"behaviour" text NOT NULL,
	"remaining" integer,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_refund" (
	"refund_reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"charge_reference" text,
	"destination" jsonb NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"toll_amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"bank_code" text,
	"account_no" text,
	"account_no_masked" text,
	"holder_name" text,
	"bank_book_file_id" uuid,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"gateway_reference" text,
	"failure_code" text,
	"credit_note_no" text,
	"requested_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount" > 0 and "refund"."toll_amount" >= 0 and "refund"."toll_amount" <= "refund"."amount"),
	CONSTRAINT "refund_bank_account_complete" CHECK ("refund"."channel" <> 'BANK_ACCOUNT' or ("refund"."bank_code" is not null and "refund"."account_no" is not null and "refund"."holder_name" is not null))
);
--> statement-breakpoint
DROP INDEX "credit_note_tax_invoice_idx";--> statement-breakpoint
ALTER TABLE "credit_note" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "amount" bigint;--> statement-breakpoint
ALTER TABLE "credit_note" ADD COLUMN "vat_amount" bigint;--> statement-breakpoint
ALTER TABLE "gateway_refund" ADD CONSTRAINT "gateway_refund_charge_reference_gateway_charge_gateway_reference_fk" FOREIGN KEY ("charge_reference") REFERENCES "public"."gateway_charge"("gateway_reference") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refund_idempotency_key_idx" ON "gateway_refund" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "gateway_refund_charge_idx" ON "gateway_refund" USING btree ("charge_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_source_key_idx" ON "refund" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "refund_payment_idx" ON "refund" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_due_idx" ON "refund" USING btree ("next_attempt_at") WHERE "refund"."status" in ('REQUESTED', 'SENT');--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_refund_idx" ON "credit_note" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_note_tax_invoice_lookup_idx" ON "credit_note" USING btree ("tax_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_note_tax_invoice_idx" ON "credit_note" USING btree ("tax_invoice_id") WHERE "credit_note"."refund_id" is null;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_kind" CHECK (("credit_note"."refund_id" is null and "credit_note"."staff_id" is not null and "credit_note"."amount" is null and "credit_note"."vat_amount" is null) or ("credit_note"."refund_id" is not null and "credit_note"."amount" > 0 and "credit_note"."vat_amount" >= 0));