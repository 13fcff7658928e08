CREATE TABLE "customer_notification_choice" (
	"customer_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_notification_choice_customer_id_event_channel_pk" PRIMARY KEY("customer_id","event","channel")
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
DROP INDEX "case_record_queue_idx";--> statement-breakpoint
ALTER TABLE "customer_notification_choice" ADD CONSTRAINT "customer_notification_choice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spent_challenge_expires_idx" ON "spent_challenge" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "case_record_queue_idx" ON "case_record" USING btree ("deadline_date","filed_at") WHERE status not in ('ACCEPTED', 'REJECTED', 'WITHDRAWN', 'UPHELD', 'FEES_WAIVED', 'LAPSED', 'RESOLVED');