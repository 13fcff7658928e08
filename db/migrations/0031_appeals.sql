CREATE TABLE "appeal" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"notice_id" uuid NOT NULL,
	"notice_no" text NOT NULL,
	"invoice_case_id" uuid NOT NULL,
	"plate" text,
	"province" text,
	"reason" text NOT NULL,
	"reason_text" text,
	"toll_cancelled" boolean,
	"cancelled_amount" bigint,
	"replacement_invoice_no" text,
	"refund_source_key" text,
	"refund_amount" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "case_record_queue_idx";--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_invoice_case_idx" ON "appeal" USING btree ("invoice_case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_idempotency_idx" ON "appeal" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_notice_open_idx" ON "appeal" USING btree ("notice_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "case_record_queue_idx" ON "case_record" USING btree ("deadline_date","filed_at") WHERE status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN', 'UPHELD', 'FEES_WAIVED', 'LAPSED');