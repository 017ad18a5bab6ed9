-- Issue 32.3: a council's inspection areas (its admin names them and lists the suburbs and towns each covers; one is
-- the council's default, for a site whose locality no area lists) and the slots per morning and afternoon of each
-- inspection type in each area (ADR 0077). A booking holds a place in its area's slot, so capacity is counted per
-- council, type, area, day and half-day. Existing capacities move to a default area made for every council.
CREATE TABLE "inspection_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"localities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_areas_council_name" ON "inspection_areas" ("council_id", lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_areas_one_default" ON "inspection_areas" ("council_id") WHERE "is_default";--> statement-breakpoint
CREATE TABLE "inspection_capacities" (
	"area_id" integer NOT NULL REFERENCES "inspection_areas"("id") ON DELETE CASCADE,
	"inspection_type_id" integer NOT NULL REFERENCES "inspection_types"("id") ON DELETE CASCADE,
	"morning_slots" integer DEFAULT 0 NOT NULL CHECK ("morning_slots" >= 0),
	"afternoon_slots" integer DEFAULT 0 NOT NULL CHECK ("afternoon_slots" >= 0),
	PRIMARY KEY ("area_id", "inspection_type_id")
);--> statement-breakpoint
INSERT INTO "inspection_areas" ("council_id", "name", "is_default", "sort_order")
SELECT "id", 'Whole district', true, 1 FROM "councils";--> statement-breakpoint
INSERT INTO "inspection_capacities" ("area_id", "inspection_type_id", "morning_slots", "afternoon_slots")
SELECT a."id", t."id", t."morning_slots", t."afternoon_slots"
FROM "inspection_types" t JOIN "inspection_areas" a ON a."council_id" = t."council_id" AND a."is_default";--> statement-breakpoint
ALTER TABLE "inspection_bookings" ADD COLUMN "area_id" integer REFERENCES "inspection_areas"("id");--> statement-breakpoint
UPDATE "inspection_bookings" b SET "area_id" = a."id"
FROM "inspection_types" t, "inspection_areas" a
WHERE t."id" = b."inspection_type_id" AND a."council_id" = t."council_id" AND a."is_default";--> statement-breakpoint
ALTER TABLE "inspection_bookings" ALTER COLUMN "area_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "inspection_bookings_slot_idx";--> statement-breakpoint
CREATE INDEX "inspection_bookings_slot_idx" ON "inspection_bookings" ("inspection_type_id", "area_id", "slot_date", "period") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "inspection_types" DROP COLUMN "morning_slots";--> statement-breakpoint
ALTER TABLE "inspection_types" DROP COLUMN "afternoon_slots";
