CREATE SEQUENCE "public"."notice_letter_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "notice_letter" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_no" text NOT NULL,
	"notice_id" uuid NOT NULL,
	"language" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registry_vehicle" ADD COLUMN "owner_address" text;--> statement-breakpoint
ALTER TABLE "toll_notice" ADD COLUMN "addressee_address" text;--> statement-breakpoint
ALTER TABLE "notice_letter" ADD CONSTRAINT "notice_letter_notice_id_toll_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."toll_notice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_letter_no_idx" ON "notice_letter" USING btree ("letter_no");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_letter_notice_idx" ON "notice_letter" USING btree ("notice_id");