CREATE TABLE "rfid_request" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"vehicle_id" uuid,
	"plate" text NOT NULL,
	"province" text NOT NULL,
	"tag_kind" text NOT NULL,
	"contact_channel" text NOT NULL,
	"centre_code" text NOT NULL,
	"contacted_at" timestamp with time zone,
	"installed_tag_kind" text,
	"tag_number" text,
	"chip_serial" text,
	"office_number" text,
	"installed_at" timestamp with time zone,
	"payment_method_id" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "case_record_queue_idx";--> statement-breakpoint
ALTER TABLE "rfid_request" ADD CONSTRAINT "rfid_request_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_request_vehicle_open_idx" ON "rfid_request" USING btree ("vehicle_id") WHERE closed_at is null and vehicle_id is not null;--> statement-breakpoint
CREATE INDEX "rfid_request_plate_idx" ON "rfid_request" USING btree ("plate","province");--> statement-breakpoint
CREATE INDEX "case_record_queue_idx" ON "case_record" USING btree ("deadline_date","filed_at") WHERE status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN', 'UPHELD', 'FEES_WAIVED', 'LAPSED', 'INSTALLED', 'CANCELLED');