CREATE TABLE "customer_notification_choice" (
	"customer_id" uuid NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_notification_choice_customer_id_event_channel_pk" PRIMARY KEY("customer_id","event","channel")
);
--> statement-breakpoint
ALTER TABLE "customer_notification_choice" ADD CONSTRAINT "customer_notification_choice_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;