CREATE TABLE "staff_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
-- One audit log for every staff action: the content editors' history moves into it, in its order.
INSERT INTO "staff_audit" ("at", "staff_id", "staff_email", "action", "subject_type", "subject_id", "before", "after")
  SELECT a."at", a."staff_id", coalesce(s."email", a."staff_id"::text), 'CONTENT_' || a."action", 'CONTENT', a."item_id"::text, a."before", a."after"
  FROM "content_audit" a LEFT JOIN "staff_user" s ON s."id" = a."staff_id"
  ORDER BY a."seq";
--> statement-breakpoint
ALTER TABLE "content_audit" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "content_audit" CASCADE;--> statement-breakpoint
ALTER TABLE "staff_user" DROP CONSTRAINT "staff_user_roles_known";--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "staff_audit_subject_idx" ON "staff_audit" USING btree ("subject_id","seq");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_email","seq");--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_roles_known" CHECK ("staff_user"."roles" <@ ARRAY['APPROVER', 'CONTENT_EDITOR', 'OPERATIONS', 'TRAINER', 'CALL_CENTRE', 'ADMIN']::text[]);--> statement-breakpoint
-- Append-only: what staff did cannot be rewritten or removed, whoever holds the connection.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
