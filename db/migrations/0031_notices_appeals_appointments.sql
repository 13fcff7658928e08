CREATE SEQUENCE "public"."notice_letter_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "notice_letter" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_no" text NOT NULL,
	"notice_id" uuid NOT NULL,
	"language" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "appointment_slot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"centre_code" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text
);
--> statement-breakpoint
CREATE TABLE "appointment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_no" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_ref" text NOT NULL,
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"contact_email" text,
	"contact_mobile" text,
	"language" text NOT NULL,
	"customer_id" uuid,
	"centre_code" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "service_centre" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"address_th" text NOT NULL,
	"address_en" text NOT NULL,
	"map_url" text NOT NULL,
	"route" text NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"seats_per_slot" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP INDEX "case_record_queue_idx";--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "registry_vehicle" ADD COLUMN "owner_address" text;--> statement-breakpoint
ALTER TABLE "toll_notice" ADD COLUMN "addressee_address" text;--> statement-breakpoint
ALTER TABLE "notice_letter" ADD CONSTRAINT "notice_letter_notice_id_toll_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."toll_notice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal" ADD CONSTRAINT "appeal_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slot" ADD CONSTRAINT "appointment_slot_centre_code_service_centre_code_fk" FOREIGN KEY ("centre_code") REFERENCES "public"."service_centre"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_centre_code_service_centre_code_fk" FOREIGN KEY ("centre_code") REFERENCES "public"."service_centre"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_letter_no_idx" ON "notice_letter" USING btree ("letter_no");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_letter_notice_idx" ON "notice_letter" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "appeal_invoice_case_idx" ON "appeal" USING btree ("invoice_case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_idempotency_idx" ON "appeal" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_notice_open_idx" ON "appeal" USING btree ("notice_id") WHERE closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slot_centre_start_idx" ON "appointment_slot" USING btree ("centre_code","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_no_idx" ON "appointment" USING btree ("appointment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_live_subject_idx" ON "appointment" USING btree ("subject_kind","subject_ref") WHERE status = 'BOOKED';--> statement-breakpoint
CREATE INDEX "appointment_slot_idx" ON "appointment" USING btree ("centre_code","slot_start");--> statement-breakpoint
CREATE INDEX "appointment_customer_idx" ON "appointment" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "case_record_queue_idx" ON "case_record" USING btree ("deadline_date","filed_at") WHERE status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN', 'UPHELD', 'FEES_WAIVED', 'LAPSED');