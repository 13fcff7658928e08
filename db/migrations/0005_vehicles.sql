CREATE TABLE "registry_vehicle" (
	"plate_number" text NOT NULL,
	"province_code" text NOT NULL,
	"plate_type" text NOT NULL,
	"chassis_number" text NOT NULL,
	"brand_code" text NOT NULL,
	"vehicle_type_code" text NOT NULL,
	"colour_codes" text[] NOT NULL,
	"category_group" text NOT NULL,
	"axle_count" integer NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"owner_name" text NOT NULL,
	CONSTRAINT "registry_vehicle_plate_number_province_code_pk" PRIMARY KEY("plate_number","province_code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"page" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"attached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"added" integer NOT NULL,
	"failed" integer NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_pending_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changes" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_type" text,
	"decided_by_id" text,
	"reason_code" text,
	"reason_text" text
);
--> statement-breakpoint
CREATE TABLE "vehicle_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"plate_number" text NOT NULL,
	"province_code" text NOT NULL,
	"status" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"changed_by_type" text NOT NULL,
	"changed_by_id" text,
	"reason_code" text,
	"reason_text" text
);
--> statement-breakpoint
CREATE TABLE "vehicle" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"reference_code" text NOT NULL,
	"plate_number" text NOT NULL,
	"province_code" text NOT NULL,
	"plate_type" text NOT NULL,
	"chassis_last5" text NOT NULL,
	"owner_flag" text NOT NULL,
	"vehicle_type_code" text NOT NULL,
	"brand_code" text NOT NULL,
	"brand_other" text,
	"colour_codes" text[] NOT NULL,
	"colour_other" text,
	"category_group" text NOT NULL,
	"axle_count" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"rejection_reason_code" text,
	"rejection_reason_text" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_document" ADD CONSTRAINT "vehicle_document_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_import" ADD CONSTRAINT "vehicle_import_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_pending_change" ADD CONSTRAINT "vehicle_pending_change_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_status_history" ADD CONSTRAINT "vehicle_status_history_vehicle_id_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registry_vehicle_chassis_idx" ON "registry_vehicle" USING btree ("chassis_number");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_document_slot_idx" ON "vehicle_document" USING btree ("vehicle_id","slot","page");--> statement-breakpoint
CREATE INDEX "vehicle_import_customer_idx" ON "vehicle_import" USING btree ("customer_id","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_pending_change_open_idx" ON "vehicle_pending_change" USING btree ("vehicle_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "vehicle_pending_change_status_idx" ON "vehicle_pending_change" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "vehicle_status_history_plate_idx" ON "vehicle_status_history" USING btree ("plate_number","province_code","valid_from");--> statement-breakpoint
CREATE INDEX "vehicle_status_history_vehicle_idx" ON "vehicle_status_history" USING btree ("vehicle_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_reference_code_idx" ON "vehicle" USING btree ("reference_code");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_plate_held_idx" ON "vehicle" USING btree ("plate_number","province_code") WHERE status in ('WAIT', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "vehicle_customer_idx" ON "vehicle" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_status_idx" ON "vehicle" USING btree ("status","status_changed_at");