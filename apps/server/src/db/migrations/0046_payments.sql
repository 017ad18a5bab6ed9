-- Issue 31 point 5: payments against invoices, recorded by staff (bank transfer, counter) or by a verified card
-- notification. Cents; part payments allowed; what is paid beyond an invoice's total is the payer's credit.
-- provider_reference is unique per method, so a notification that arrives twice records one payment (ADR 0052).
CREATE TABLE IF NOT EXISTS "payments" (
	"id" serial PRIMARY KEY,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
	"amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
	"paid_on" date NOT NULL,
	"method" text NOT NULL CHECK ("method" IN ('bank_transfer', 'counter', 'card')),
	"reference" text NOT NULL,
	"provider_reference" text,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "payments_provider_reference" UNIQUE ("method", "provider_reference")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_invoice_idx" ON "payments" ("invoice_id");
