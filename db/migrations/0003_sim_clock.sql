CREATE TABLE "sim_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"version" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_clock_single_row" CHECK ("sim_clock"."id" = 1)
);
