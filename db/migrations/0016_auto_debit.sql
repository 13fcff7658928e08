CREATE TABLE "payment_method_primary" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_method_primary_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_debit" (
	"invoice_id" uuid NOT NULL,
	"attempt_day" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"debit_mode" text NOT NULL,
	"payment_id" uuid,
	"status" text NOT NULL,
	"failure_code" text,
	"posting_date" date NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "auto_debit_invoice_id_attempt_day_pk" PRIMARY KEY("invoice_id","attempt_day")
);
--> statement-breakpoint
ALTER TABLE "payment_method_primary" ADD CONSTRAINT "payment_method_primary_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_primary" ADD CONSTRAINT "payment_method_primary_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_debit" ADD CONSTRAINT "auto_debit_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_debit" ADD CONSTRAINT "auto_debit_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_debit" ADD CONSTRAINT "auto_debit_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_debit" ADD CONSTRAINT "auto_debit_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_method_primary_effective_idx" ON "payment_method_primary" USING btree ("customer_id","effective_from");--> statement-breakpoint
-- Primaries set before this release are in effect from the date they already carry.
INSERT INTO "payment_method_primary" ("customer_id", "payment_method_id", "effective_from", "set_at")
SELECT "customer_id", "id", "effective_from", "updated_at" FROM "payment_method" WHERE "is_primary" AND "status" = 'ACTIVE' AND "effective_from" IS NOT NULL;
