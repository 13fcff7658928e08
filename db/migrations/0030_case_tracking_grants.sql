CREATE TABLE "case_tracking_grant" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_tracking_grant" ADD CONSTRAINT "case_tracking_grant_case_id_case_record_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."case_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_tracking_grant_case_idx" ON "case_tracking_grant" USING btree ("case_id");