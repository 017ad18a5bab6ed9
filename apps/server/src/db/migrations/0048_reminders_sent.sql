-- Issue 32.6: the reminders a scheduled job sends (an information request open 10 working days, day 15 of 20 for the
-- officer), one row per reminder. The job inserts the row and queues the mail in one transaction, so a reminder is
-- sent once however often or in however many processes the job runs.
CREATE TABLE "reminders_sent" (
	"key" text PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "reminders_sent_application_id_idx" ON "reminders_sent" ("application_id");
