ALTER TABLE "toll_notice" ADD COLUMN "addressee_name" text;--> statement-breakpoint
ALTER TABLE "toll_notice" ADD COLUMN "addressed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "toll_notice_unaddressed_idx" ON "toll_notice" USING btree ("issued_at") WHERE addressed_at is null;