CREATE SEQUENCE "public"."invoice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."invoice_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."toll_notice_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_rule_setting" (
	"id" text PRIMARY KEY DEFAULT 'current' NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_remark" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"related_invoice_no" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_waiver" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"new_invoice_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"waived_amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"ref_no" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"plate" text,
	"province" text,
	"billing_period" text NOT NULL,
	"case_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"passage_count" integer NOT NULL,
	"toll_amount" bigint NOT NULL,
	"first_late_fee" bigint NOT NULL,
	"second_late_fee" bigint NOT NULL,
	"fine" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"near_due_at" timestamp with time zone,
	"late_at" timestamp with time zone NOT NULL,
	"replaces_invoice_id" uuid,
	"replaced_by_invoice_id" uuid,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toll_notice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_no" text NOT NULL,
	"case_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid,
	"plate" text,
	"province" text,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"fined_at" timestamp with time zone,
	"collection_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_remark" ADD CONSTRAINT "invoice_remark_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_waiver" ADD CONSTRAINT "invoice_waiver_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_waiver" ADD CONSTRAINT "invoice_waiver_new_invoice_id_invoice_id_fk" FOREIGN KEY ("new_invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_notice" ADD CONSTRAINT "toll_notice_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_remark_invoice_idx" ON "invoice_remark" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_waiver_invoice_idx" ON "invoice_waiver" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_no_idx" ON "invoice" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_ref_no_idx" ON "invoice" USING btree ("ref_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_member_period_idx" ON "invoice" USING btree ("customer_id","billing_period") WHERE kind = 'MEMBER' and stage = 'ISSUED' and replaces_invoice_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_plate_period_idx" ON "invoice" USING btree ("plate","province","billing_period") WHERE kind = 'NON_MEMBER' and stage = 'ISSUED' and replaces_invoice_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_replaces_idx" ON "invoice" USING btree ("replaces_invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_customer_idx" ON "invoice" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoice_plate_idx" ON "invoice" USING btree ("plate","province","issued_at");--> statement-breakpoint
CREATE INDEX "invoice_open_late_idx" ON "invoice" USING btree ("late_at") WHERE status in ('NORMAL', 'NEAR_DUE', 'OVERDUE');--> statement-breakpoint
CREATE INDEX "invoice_near_due_idx" ON "invoice" USING btree ("near_due_at") WHERE status = 'NORMAL';--> statement-breakpoint
CREATE INDEX "invoice_case_idx" ON "invoice" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "invoice_to_notify_idx" ON "invoice" USING btree ("issued_at") WHERE kind = 'MEMBER' and notified_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "toll_notice_no_idx" ON "toll_notice" USING btree ("notice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "toll_notice_case_idx" ON "toll_notice" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "toll_notice_customer_idx" ON "toll_notice" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "toll_notice_plate_idx" ON "toll_notice" USING btree ("plate","province");