-- Issue 29.4: every time council staff (or a council's API key) open an application, download one of its documents
-- or export it, a row. Append-only; searched by the council's admin and included in the applicant's privacy copy.
CREATE TABLE "staff_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"via" text NOT NULL,
	"action" text NOT NULL,
	"document_id" integer,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"staff_email" text,
	"api_key_id" integer REFERENCES "council_api_keys"("id") ON DELETE SET NULL,
	"api_key_name" text
);--> statement-breakpoint
CREATE INDEX "staff_access_log_council_at_idx" ON "staff_access_log" ("council_id", "at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "staff_access_log_application_idx" ON "staff_access_log" ("application_id", "at");
