-- Issue 31 points 4, 6 and 7 (ADR 0066). Each council's payment rules: whether a submitted application waits for its
-- deposit before it is accepted (and its clock starts), whether a granted consent is released only once paid, and
-- the days from an invoice's issue to its due date. A council with no row has the domain's defaults.
CREATE TABLE IF NOT EXISTS "council_money_settings" (
	"council_id" integer PRIMARY KEY REFERENCES "councils"("id") ON DELETE CASCADE,
	"clock_after_deposit" boolean NOT NULL DEFAULT false,
	"release_on_payment" boolean NOT NULL DEFAULT true,
	"payment_terms_days" integer NOT NULL DEFAULT 20 CHECK ("payment_terms_days" BETWEEN 1 AND 90),
	"updated_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The levies assessed when a building consent is granted (s53: payable on grant, at the rate of the grant's date),
-- one row per granted application, written in the grant's transaction: the monthly levy return reads these.
CREATE TABLE IF NOT EXISTS "levy_assessments" (
	"application_id" integer PRIMARY KEY REFERENCES "applications"("id") ON DELETE CASCADE,
	"council_id" integer NOT NULL REFERENCES "councils"("id"),
	"invoice_id" integer REFERENCES "invoices"("id") ON DELETE SET NULL,
	"granted_on" date NOT NULL,
	"estimated_value_cents" bigint NOT NULL CHECK ("estimated_value_cents" >= 0),
	"building_levy_cents" bigint NOT NULL CHECK ("building_levy_cents" >= 0),
	"research_levy_cents" bigint NOT NULL CHECK ("research_levy_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "levy_assessments_council_granted_idx" ON "levy_assessments" ("council_id", "granted_on");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_council_issued_idx" ON "invoices" ("council_id", "issued_at");
