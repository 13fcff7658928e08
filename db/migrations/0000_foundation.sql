CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_item" (
	"list_name" text NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_code" text,
	"extra" jsonb,
	"sort_order" integer NOT NULL,
	CONSTRAINT "master_item_list_name_code_pk" PRIMARY KEY("list_name","code")
);
--> statement-breakpoint
CREATE TABLE "page_permission" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_run" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE INDEX "master_item_parent_idx" ON "master_item" USING btree ("list_name","parent_code");--> statement-breakpoint
CREATE INDEX "auth_session_subject_idx" ON "auth_session" USING btree ("subject_type","subject_id");