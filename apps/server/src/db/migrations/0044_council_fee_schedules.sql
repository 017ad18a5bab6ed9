-- Issue 31 point 2: each council's fee schedule, kept by its admins, one row per date it takes effect. Amounts are
-- cents excluding GST. The fixed fees (by kind of application) and the value bands are lists checked by the
-- domain's feeScheduleSchema before any write (ADR 0050); the row is whole, so a schedule never half-changes.
CREATE TABLE IF NOT EXISTS "council_fee_schedules" (
	"id" serial PRIMARY KEY,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"effective_from" date NOT NULL,
	"fixed_fees" jsonb NOT NULL,
	"value_bands" jsonb NOT NULL,
	"hourly_rate_cents" bigint NOT NULL CHECK ("hourly_rate_cents" >= 0),
	"inspection_fee_cents" bigint NOT NULL CHECK ("inspection_fee_cents" >= 0),
	"lodgement_deposit_cents" bigint NOT NULL CHECK ("lodgement_deposit_cents" >= 0),
	"gst_number" text NOT NULL,
	"bank_account" text NOT NULL,
	"demo" boolean NOT NULL DEFAULT false,
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "council_fee_schedules_council_date" UNIQUE ("council_id", "effective_from")
);
