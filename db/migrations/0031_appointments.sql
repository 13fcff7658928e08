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
ALTER TABLE "outbox_message" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "appointment_slot" ADD CONSTRAINT "appointment_slot_centre_code_service_centre_code_fk" FOREIGN KEY ("centre_code") REFERENCES "public"."service_centre"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_centre_code_service_centre_code_fk" FOREIGN KEY ("centre_code") REFERENCES "public"."service_centre"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slot_centre_start_idx" ON "appointment_slot" USING btree ("centre_code","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_no_idx" ON "appointment" USING btree ("appointment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_live_subject_idx" ON "appointment" USING btree ("subject_kind","subject_ref") WHERE status = 'BOOKED';--> statement-breakpoint
CREATE INDEX "appointment_slot_idx" ON "appointment" USING btree ("centre_code","slot_start");--> statement-breakpoint
CREATE INDEX "appointment_customer_idx" ON "appointment" USING btree ("customer_id");