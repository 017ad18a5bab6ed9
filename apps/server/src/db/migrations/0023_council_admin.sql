-- Council administration (issue 18 points 1, 6 and 7): invitations to join a council, the council's own
-- append-only record of what its admins did, and the council's API keys for its consenting system.

-- An invitation mailed to an address: only the SHA-256 of its token is kept (like sessions and account
-- tokens); it works once (accepted_at), until it expires, and not after an admin revoked it.
CREATE TABLE "council_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"role" text NOT NULL CHECK ("role" IN ('officer', 'admin')),
	"token_hash" text NOT NULL UNIQUE,
	"invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "council_invitations_council_id_idx" ON "council_invitations" ("council_id", "id");
--> statement-breakpoint
-- What a council's admins did that is not an application's transition: members invited, joined, changed and
-- removed, the multiproof permission granted and revoked, API keys created and revoked.
CREATE TABLE "council_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL REFERENCES "councils"("id"),
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"action" text NOT NULL,
	"subject_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "council_events_council_id_idx" ON "council_events" ("council_id", "id");
--> statement-breakpoint
CREATE INDEX "council_events_subject_user_id_idx" ON "council_events" ("subject_user_id");
--> statement-breakpoint
-- Append-only, as application_events: only a user's deletion may blank the user columns (foreign keys' SET NULL).
CREATE FUNCTION "council_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE'
		AND (NEW."user_id" IS NULL OR NEW."user_id" IS NOT DISTINCT FROM OLD."user_id")
		AND (NEW."subject_user_id" IS NULL OR NEW."subject_user_id" IS NOT DISTINCT FROM OLD."subject_user_id")
		AND (NEW."id", NEW."council_id", NEW."action", NEW."details", NEW."created_at")
		IS NOT DISTINCT FROM (OLD."id", OLD."council_id", OLD."action", OLD."details", OLD."created_at") THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'council_events is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "council_events_append_only" BEFORE UPDATE OR DELETE ON "council_events"
	FOR EACH ROW EXECUTE FUNCTION "council_events_append_only"();
--> statement-breakpoint
-- A council's key for the pull API: the key is shown once; kept are its SHA-256 and its visible prefix.
CREATE TABLE "council_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL UNIQUE,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "council_api_keys_council_id_idx" ON "council_api_keys" ("council_id", "id");
--> statement-breakpoint
-- The pull API's listing: a council's submitted applications in the order they last changed.
CREATE INDEX "applications_council_changed_idx" ON "applications" ("council_id", "updated_at", "id") WHERE "status" <> 'draft';
