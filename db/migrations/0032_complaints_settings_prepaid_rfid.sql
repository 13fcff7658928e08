CREATE TABLE "customer_notification_choice" (
	"customer_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_notification_choice_customer_id_event_channel_pk" PRIMARY KEY("customer_id","event","channel")
);
--> statement-breakpoint
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
CREATE TABLE "spent_challenge" (
	"signature" text PRIMARY KEY NOT NULL,
	"spent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_list_item" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"free_text" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "complaint_list_item_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "complaint" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"topic_code" text NOT NULL,
	"topic_text" text,
	"type_code" text NOT NULL,
	"type_text" text,
	"detail" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepaid_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"status" text NOT NULL,
	"balance" bigint NOT NULL,
	"replenish_threshold" bigint,
	"replenish_amount" bigint,
	"replenish_method_id" uuid,
	"low_balance_threshold" bigint,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "prepaid_account_balance_not_negative" CHECK ("prepaid_account"."balance" >= 0),
	CONSTRAINT "prepaid_account_replenishment" CHECK (("prepaid_account"."replenish_threshold" is null and "prepaid_account"."replenish_amount" is null and "prepaid_account"."replenish_method_id" is null)
        or ("prepaid_account"."replenish_threshold" > 0 and "prepaid_account"."replenish_amount" >= "prepaid_account"."replenish_threshold" and "prepaid_account"."replenish_method_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "prepaid_movement" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepaid_movement_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"source_key" text NOT NULL,
	"payment_id" uuid,
	"reason" text,
	"staff_id" uuid,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "prepaid_movement_balance_after_not_negative" CHECK ("prepaid_movement"."balance_after" >= 0),
	CONSTRAINT "prepaid_movement_adjustment_has_reason" CHECK ("prepaid_movement"."kind" <> 'ADJUSTMENT' or "prepaid_movement"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "prepaid_replenishment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"drop_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"attempts" integer NOT NULL,
	"payment_id" uuid,
	"status" text NOT NULL,
	"retry_on" date,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepaid_top_up" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "case_record_queue_idx";--> statement-breakpoint
ALTER TABLE "customer_notification_choice" ADD CONSTRAINT "customer_notification_choice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfid_request" ADD CONSTRAINT "rfid_request_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_account" ADD CONSTRAINT "prepaid_account_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_account" ADD CONSTRAINT "prepaid_account_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_account" ADD CONSTRAINT "prepaid_account_replenish_method_id_payment_method_id_fk" FOREIGN KEY ("replenish_method_id") REFERENCES "public"."payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_movement" ADD CONSTRAINT "prepaid_movement_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_movement" ADD CONSTRAINT "prepaid_movement_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_replenishment" ADD CONSTRAINT "prepaid_replenishment_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_replenishment" ADD CONSTRAINT "prepaid_replenishment_payment_method_id_payment_method_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_method"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_replenishment" ADD CONSTRAINT "prepaid_replenishment_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_top_up" ADD CONSTRAINT "prepaid_top_up_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_top_up" ADD CONSTRAINT "prepaid_top_up_account_id_prepaid_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."prepaid_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfid_request_vehicle_open_idx" ON "rfid_request" USING btree ("vehicle_id") WHERE closed_at is null and vehicle_id is not null;--> statement-breakpoint
CREATE INDEX "rfid_request_plate_idx" ON "rfid_request" USING btree ("plate","province");--> statement-breakpoint
CREATE INDEX "spent_challenge_expires_idx" ON "spent_challenge" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_account_one_open_idx" ON "prepaid_account" USING btree ("customer_id") WHERE "prepaid_account"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_account_method_idx" ON "prepaid_account" USING btree ("payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_movement_source_idx" ON "prepaid_movement" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "prepaid_movement_account_idx" ON "prepaid_movement" USING btree ("account_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "prepaid_replenishment_drop_idx" ON "prepaid_replenishment" USING btree ("drop_key");--> statement-breakpoint
CREATE INDEX "prepaid_replenishment_retry_idx" ON "prepaid_replenishment" USING btree ("retry_on") WHERE "prepaid_replenishment"."retry_on" is not null;--> statement-breakpoint
CREATE INDEX "case_record_queue_idx" ON "case_record" USING btree ("deadline_date","filed_at") WHERE status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN', 'UPHELD', 'FEES_WAIVED', 'LAPSED', 'RESOLVED', 'INSTALLED', 'CANCELLED');