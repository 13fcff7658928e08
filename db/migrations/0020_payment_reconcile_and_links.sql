CREATE TABLE "payment_link" (
	"token" text PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_link_case_idx" ON "payment_link" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "payment_idempotency_created_idx" ON "payment_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_pending_idx" ON "payment" USING btree ("created_at") WHERE "payment"."status" = 'PENDING';