-- Issue 29.5: closing an account keeps its row as the key the council's records point to, without the person's
-- details (ADR 0064); closed_at says it was closed, so nothing is mailed to it and it never signs in.
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- The retention run's warning mail for a draft untouched for 6 months, once per untouched spell (ADR 0064).
CREATE TABLE "draft_retention_warnings" (
	"application_id" integer PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL
);
