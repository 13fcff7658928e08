CREATE TABLE "payment_idempotency" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" uuid,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_idempotency_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payment_invoice" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "payment_invoice_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"channel" text NOT NULL,
	"payment_method_id" uuid,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"gateway_reference" text,
	"decline_code" text,
	"failure_code" text,
	"review_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_idempotency" ADD CONSTRAINT "payment_idempotency_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoice" ADD CONSTRAINT "payment_invoice_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoice" ADD CONSTRAINT "payment_invoice_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoice_one_live_idx" ON "payment_invoice" USING btree ("invoice_id") WHERE "payment_invoice"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_reference_idx" ON "payment" USING btree ("gateway_reference");--> statement-breakpoint
CREATE INDEX "payment_customer_idx" ON "payment" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_review_idx" ON "payment" USING btree ("created_at") WHERE "payment"."review_reason" is not null;