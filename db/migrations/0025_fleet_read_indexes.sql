DROP INDEX "passage_member_history_idx";--> statement-breakpoint
CREATE INDEX "passage_member_lines_idx" ON "passage" USING btree ("customer_id","billing_period","passed_at","id") WHERE is_member;--> statement-breakpoint
CREATE INDEX "passage_member_vehicle_idx" ON "passage" USING btree ("customer_id","billing_period","plate","province","passed_at","id","price") WHERE is_member;--> statement-breakpoint
CREATE INDEX "passage_member_history_idx" ON "passage" USING btree ("customer_id","passed_at","id") WHERE customer_id is not null;