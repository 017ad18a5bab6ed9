-- Issue 32.2-3: the inspections a consent requires (chosen by the officer at grant, recorded with the grant's
-- event) and their bookings in a council's slots. A booking holds its slot until cancelled; its result (passed,
-- failed, partially passed, with notes) is recorded on it later by the inspector, so a failed inspection's
-- re-inspection is a second booking of the same required inspection (ADR 0067).
CREATE TABLE "required_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"inspection_type_id" integer NOT NULL REFERENCES "inspection_types"("id"),
	"event_id" integer NOT NULL REFERENCES "application_events"("id"),
	"sort_order" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	UNIQUE ("application_id", "inspection_type_id")
);--> statement-breakpoint
CREATE TABLE "inspection_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"required_inspection_id" integer NOT NULL REFERENCES "required_inspections"("id") ON DELETE CASCADE,
	"inspection_type_id" integer NOT NULL REFERENCES "inspection_types"("id"),
	"slot_date" date NOT NULL,
	"period" text NOT NULL CHECK ("period" IN ('morning', 'afternoon')),
	"booked_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminded_for" date,
	"result" text CHECK ("result" IN ('passed', 'failed', 'partially_passed')),
	"result_notes" text,
	"result_at" timestamp with time zone,
	"result_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX "inspection_bookings_slot_idx" ON "inspection_bookings" ("inspection_type_id", "slot_date", "period") WHERE "cancelled_at" IS NULL;--> statement-breakpoint
-- One open booking (not cancelled, no result yet) per required inspection.
CREATE UNIQUE INDEX "inspection_bookings_one_open" ON "inspection_bookings" ("required_inspection_id") WHERE "cancelled_at" IS NULL AND "result" IS NULL;
