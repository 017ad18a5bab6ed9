-- Sharing an application (issue 19.6): the people besides its owner who may work on it, as an editor or a viewer.
-- The access check reads (application, user); "my applications" reads by user.
CREATE TABLE "application_collaborators" (
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"role" text NOT NULL CHECK ("role" IN ('editor', 'viewer')),
	"invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("application_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "application_collaborators_user_id_idx" ON "application_collaborators" ("user_id");
--> statement-breakpoint
-- An invitation mailed to an address: like account tokens, only the token's SHA-256 is kept; it works once, until it expires.
CREATE TABLE "application_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL UNIQUE,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"role" text NOT NULL CHECK ("role" IN ('editor', 'viewer')),
	"invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "application_invitations_application_id_idx" ON "application_invitations" ("application_id");
