CREATE TABLE "public_holiday" (
	"date" date PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ladder_hold" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_case_id" uuid NOT NULL,
	"holder" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_attachment" (
	"case_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"added_by" text NOT NULL,
	CONSTRAINT "case_attachment_case_id_file_id_pk" PRIMARY KEY("case_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "case_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"type" text NOT NULL,
	"visible_to_customer" boolean NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_number_counter" (
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "case_number_counter_kind_period_pk" PRIMARY KEY("kind","period")
);
--> statement-breakpoint
CREATE TABLE "case_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid,
	"visitor_name" text,
	"visitor_email" text,
	"visitor_mobile" text,
	"language" text NOT NULL,
	"summary" text NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"deadline_date" date NOT NULL,
	"overdue_at" timestamp with time zone,
	"assigned_staff_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason_code" text,
	"decision_text" text,
	"version" integer DEFAULT 1 NOT NULL,
	"reopen_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_passage" (
	"case_id" uuid NOT NULL,
	"passage_id" uuid NOT NULL,
	"price" bigint NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "dispute_passage_case_id_passage_id_pk" PRIMARY KEY("case_id","passage_id")
);
--> statement-breakpoint
CREATE TABLE "dispute" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_case_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text,
	"refund_channel_kind" text,
	"refund_channel" jsonb,
	"disputed_toll" bigint NOT NULL,
	"replacement_invoice_no" text,
	"refund_source_key" text,
	"refund_amount" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_roles_known";--> statement-breakpoint
ALTER TABLE "passage" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passage" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "case_attachment" ADD CONSTRAINT "case_attachment_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachment" ADD CONSTRAINT "case_attachment_event_id_case_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."case_event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_event" ADD CONSTRAINT "case_event_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_passage" ADD CONSTRAINT "dispute_passage_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute" ADD CONSTRAINT "dispute_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ladder_hold_live_idx" ON "ladder_hold" USING btree ("invoice_case_id","holder") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "case_event_case_idx" ON "case_event" USING btree ("case_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_record_no_idx" ON "case_record" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "case_record_customer_idx" ON "case_record" USING btree ("customer_id","filed_at");--> statement-breakpoint
CREATE INDEX "case_record_queue_idx" ON "case_record" USING btree ("deadline_date","filed_at") WHERE status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN');--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_passage_open_idx" ON "dispute_passage" USING btree ("passage_id") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "dispute_invoice_case_idx" ON "dispute" USING btree ("invoice_case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_idempotency_idx" ON "dispute" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "passage_voided_idx" ON "passage" USING btree ("customer_id","billing_period") WHERE voided_at is not null;--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_roles_known" CHECK ("staff_user"."roles" <@ ARRAY['APPROVER', 'CONTENT_EDITOR', 'OPERATIONS', 'TRAINER', 'CALL_CENTRE', 'ADMIN', 'CASE_OFFICER', 'CASE_SUPERVISOR']::text[]);--> statement-breakpoint
-- Append-only: a case's timeline cannot be rewritten or removed, whoever holds the connection. The
-- trainer's world reset alone may empty it (it sets mflow.world_reset for its transaction), since a
-- training world's cases go with the world.
CREATE FUNCTION case_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' AND current_setting('mflow.world_reset', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'case_event is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER case_event_no_change BEFORE UPDATE OR DELETE ON "case_event"
  FOR EACH ROW EXECUTE FUNCTION case_event_append_only();
--> statement-breakpoint
CREATE TRIGGER case_event_no_truncate BEFORE TRUNCATE ON "case_event"
  FOR EACH STATEMENT EXECUTE FUNCTION case_event_append_only();
