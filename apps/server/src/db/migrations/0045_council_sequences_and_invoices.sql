-- Issue 31 point 4. One gapless counter per council, kind and year (shared design with application reference
-- numbers): a number is taken by an upsert in the transaction that uses it, so a rolled-back transaction gives its
-- number back and concurrent takers queue on the row's lock (ADR 0051).
CREATE TABLE IF NOT EXISTS "council_sequences" (
	"council_id" integer NOT NULL REFERENCES "councils"("id"),
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	PRIMARY KEY ("council_id", "kind", "year")
);--> statement-breakpoint
-- A tax invoice as issued: its lines (label, basis, cents, fee or levy) and totals are copied at issue, never
-- recomputed, so a later fee schedule or levy rate cannot change an issued invoice. Cents, GST-exclusive fees.
CREATE TABLE IF NOT EXISTS "invoices" (
	"id" serial PRIMARY KEY,
	"council_id" integer NOT NULL REFERENCES "councils"("id"),
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('deposit', 'final')),
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL DEFAULT now(),
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"payer_address" text NOT NULL,
	"lines" jsonb NOT NULL,
	"fees_exclusive_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"levies_cents" bigint NOT NULL,
	"less_paid_cents" bigint NOT NULL DEFAULT 0,
	"total_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL DEFAULT 0,
	"gst_number" text NOT NULL,
	"bank_account" text NOT NULL,
	CONSTRAINT "invoices_council_number" UNIQUE ("council_id", "year", "number")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_application_idx" ON "invoices" ("application_id");
