CREATE TABLE "content_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "content_audit_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "content_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text,
	"body_th" text NOT NULL,
	"body_en" text,
	"image_file_id" uuid,
	"file_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_item_window" CHECK ("content_item"."unpublish_at" is null or "content_item"."publish_at" is null or "content_item"."unpublish_at" > "content_item"."publish_at")
);
--> statement-breakpoint
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_roles_known";--> statement-breakpoint
CREATE INDEX "content_audit_item_idx" ON "content_audit" USING btree ("item_id","seq");--> statement-breakpoint
CREATE INDEX "content_item_kind_publish_idx" ON "content_item" USING btree ("kind","publish_at");--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_roles_known" CHECK ("staff_user"."roles" <@ ARRAY['APPROVER', 'CONTENT_EDITOR', 'OPERATIONS', 'TRAINER']::text[]);