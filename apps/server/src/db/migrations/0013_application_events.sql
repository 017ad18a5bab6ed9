-- The life of an application after submission (issue 18): its status, and every transition as an event.
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;
--> statement-breakpoint
UPDATE "applications" SET "status" = 'submitted' WHERE "completed";
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id"),
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"actor" text NOT NULL CHECK ("actor" IN ('applicant', 'officer', 'admin')),
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "application_events_application_id_idx" ON "application_events" ("application_id", "id");
--> statement-breakpoint
-- Append-only: the record of who did what, when, is never rewritten. (A user's deletion only blanks user_id,
-- through the foreign key's SET NULL, which this trigger lets through.)
CREATE FUNCTION "application_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."user_id" IS NULL
		AND (NEW."id", NEW."application_id", NEW."actor", NEW."action", NEW."from_status", NEW."to_status", NEW."reason", NEW."details", NEW."created_at")
		IS NOT DISTINCT FROM (OLD."id", OLD."application_id", OLD."actor", OLD."action", OLD."from_status", OLD."to_status", OLD."reason", OLD."details", OLD."created_at") THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'application_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "application_events_append_only" BEFORE UPDATE OR DELETE ON "application_events"
	FOR EACH ROW EXECUTE FUNCTION "application_events_append_only"();
