-- Staff who existed before roles approved registrations, so they keep that as APPROVER; the default only fills them in, and later accounts must name their roles.
ALTER TABLE "staff_user" ADD COLUMN "roles" text[] DEFAULT '{APPROVER}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user" ALTER COLUMN "roles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_roles_known" CHECK ("staff_user"."roles" <@ ARRAY['APPROVER', 'OPERATIONS', 'TRAINER']::text[]);
