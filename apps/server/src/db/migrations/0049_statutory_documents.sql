-- Issue 32.1: statutory documents generated from the data (a building consent in form 5 at grant). Each is stored
-- once under a generated key and never rewritten: its SHA-256 is also on the event that issued it, and the trigger
-- refuses any change to a row.
CREATE TABLE "statutory_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"event_id" integer NOT NULL REFERENCES "application_events"("id"),
	"form" integer NOT NULL,
	"storage_key" text NOT NULL UNIQUE,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "statutory_documents_application_id_idx" ON "statutory_documents" ("application_id");--> statement-breakpoint
CREATE FUNCTION "statutory_documents_never_rewritten"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'statutory_documents are never rewritten';
END $$;--> statement-breakpoint
CREATE TRIGGER "statutory_documents_never_rewritten" BEFORE UPDATE ON "statutory_documents"
	FOR EACH ROW EXECUTE FUNCTION "statutory_documents_never_rewritten"();
