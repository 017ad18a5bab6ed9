-- Council staff (issue 18.1): a user is a member of a council as an officer or an admin. One membership per
-- user and council; the council's queue is read by council, and the access check by (user, council).
CREATE TABLE "council_members" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"council_id" integer NOT NULL REFERENCES "councils"("id") ON DELETE CASCADE,
	"role" text NOT NULL CHECK ("role" IN ('officer', 'admin')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "council_id")
);
--> statement-breakpoint
CREATE INDEX "council_members_council_id_idx" ON "council_members" ("council_id");
--> statement-breakpoint
-- The council's queue (its submitted applications, oldest submission first by default), and the same for one status.
CREATE INDEX "applications_council_queue_idx" ON "applications" ("council_id", "completed_at", "id") WHERE "status" <> 'draft';
--> statement-breakpoint
CREATE INDEX "applications_council_status_idx" ON "applications" ("council_id", "status", "completed_at", "id");
