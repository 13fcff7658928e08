CREATE TABLE "registry_company" (
	"juristic_id" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"juristic_type" text NOT NULL,
	"registered_on" date NOT NULL,
	"status" text NOT NULL,
	"directors" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_person" (
	"id_number" text PRIMARY KEY NOT NULL,
	"laser_code" text,
	"nationality" text NOT NULL,
	"title_code" text NOT NULL,
	"first_name_th" text,
	"last_name_th" text,
	"first_name_en" text NOT NULL,
	"last_name_en" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_address" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"house_number" text NOT NULL,
	"floor" text,
	"village" text,
	"moo" text,
	"soi" text,
	"building" text,
	"alley" text,
	"road" text,
	"sub_district_code" text NOT NULL,
	"district_code" text NOT NULL,
	"province_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_document" (
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"attached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_document_customer_id_type_pk" PRIMARY KEY("customer_id","type")
);
--> statement-breakpoint
CREATE TABLE "customer_link_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"customer_type" text NOT NULL,
	"status" text NOT NULL,
	"registrant_type" text NOT NULL,
	"title_code" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"notification_language" text NOT NULL,
	"nationality" text,
	"id_number" text,
	"laser_code" text,
	"birth_date" date,
	"gender" text,
	"juristic_id" text,
	"juristic_name" text,
	"juristic_phone" text,
	"branch_name" text,
	"branch_code" text,
	"juristic_type" text,
	"juristic_type_other" text,
	"authorised_director" text,
	"company_certificate_issued_on" date,
	"authorised_person_title_code" text,
	"authorised_person_first_name" text,
	"authorised_person_last_name" text,
	"authorised_person_id_number" text,
	"point" integer DEFAULT 0 NOT NULL,
	"pin_hash" text,
	"pin_set_at" timestamp with time zone,
	"pin_skipped_at" timestamp with time zone,
	"registered_at" timestamp with time zone NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" uuid,
	"rejection_reason" text,
	"password_changed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_document" ADD CONSTRAINT "customer_document_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_link_token" ADD CONSTRAINT "customer_link_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_address_section_idx" ON "customer_address" USING btree ("customer_id","kind") WHERE kind <> 'INVOICE';--> statement-breakpoint
CREATE UNIQUE INDEX "customer_address_main_invoice_idx" ON "customer_address" USING btree ("customer_id") WHERE kind = 'INVOICE' and is_main;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_link_token_hash_idx" ON "customer_link_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_link_token_customer_idx" ON "customer_link_token" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_reference_code_idx" ON "customer" USING btree ("reference_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_live_idx" ON "customer" USING btree ("email") WHERE status not in ('REJECTED', 'CLOSED');--> statement-breakpoint
CREATE UNIQUE INDEX "customer_mobile_live_idx" ON "customer" USING btree ("mobile") WHERE status not in ('REJECTED', 'CLOSED');--> statement-breakpoint
CREATE UNIQUE INDEX "customer_id_number_live_idx" ON "customer" USING btree ("id_number") WHERE customer_type = 'INDIVIDUAL' and status not in ('REJECTED', 'CLOSED');--> statement-breakpoint
CREATE UNIQUE INDEX "customer_juristic_branch_live_idx" ON "customer" USING btree ("juristic_id","branch_code") WHERE customer_type = 'JURISTIC' and status not in ('REJECTED', 'CLOSED');--> statement-breakpoint
CREATE INDEX "customer_status_idx" ON "customer" USING btree ("status","email_confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_email_idx" ON "staff_user" USING btree ("email");