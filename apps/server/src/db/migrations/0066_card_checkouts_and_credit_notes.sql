-- Issue 31 point 5: card payments through the provider's hosted page, and refunds as credit notes (ADR 0065).
-- A card checkout is the session the provider opened for one invoice's balance; it is completed once, by the
-- provider's verified notification, which records the payment (payments.provider_reference = the session's id).
CREATE TABLE IF NOT EXISTS "card_checkouts" (
	"id" serial PRIMARY KEY,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
	"started_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_checkouts_provider_session" UNIQUE ("provider", "provider_session_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_checkouts_application_idx" ON "card_checkouts" ("application_id");--> statement-breakpoint
-- A refund of what was paid on an invoice (a withdrawn application's unused deposit, or a credit from
-- overpayment), numbered from the council's gapless 'credit-note' sequence of the year (ADR 0051).
CREATE TABLE IF NOT EXISTS "credit_notes" (
	"id" serial PRIMARY KEY,
	"council_id" integer NOT NULL REFERENCES "councils"("id"),
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
	"reason" text NOT NULL,
	"issued_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"issued_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "credit_notes_council_number" UNIQUE ("council_id", "year", "number")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_notes_application_idx" ON "credit_notes" ("application_id");
--> statement-breakpoint
-- What credit notes took off an invoice's total (a withdrawn application's refunded deposit): the invoice as issued
-- keeps its total, and the balance is total - credited - paid.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "credited_cents" bigint NOT NULL DEFAULT 0;
