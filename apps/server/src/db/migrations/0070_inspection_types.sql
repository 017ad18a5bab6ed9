-- Issue 32.2: the inspections a council does, kept by its admin (added, renamed, retired; never deleted, since a
-- consent's required inspections name them), with the slots it offers per working day for each: a morning and an
-- afternoon capacity (ADR 0067). The seed gives a council with none the eight stages councils commonly inspect.
CREATE TABLE "inspection_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL DEFAULT 0,
	"morning_slots" integer NOT NULL DEFAULT 4 CHECK ("morning_slots" >= 0),
	"afternoon_slots" integer NOT NULL DEFAULT 4 CHECK ("afternoon_slots" >= 0),
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_types_council_name" ON "inspection_types" ("council_id", lower("name"));
