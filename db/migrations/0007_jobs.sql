CREATE TABLE "job_run" (
	"job" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "job_run_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"attempts" integer NOT NULL,
	"instance" text NOT NULL,
	"summary" jsonb,
	"error" text,
	CONSTRAINT "job_run_job_scheduled_for_pk" PRIMARY KEY("job","scheduled_for"),
	CONSTRAINT "job_run_attempts_positive" CHECK ("job_run"."attempts" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_start" (
	"job" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_run_scheduled_for_idx" ON "job_run" USING btree ("scheduled_for");