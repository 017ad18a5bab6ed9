-- When the applicant accepted the declaration and submitted (issue 15): kept with signed_name and signed_date so the application view and its PDF show the date it was signed, not today's.
ALTER TABLE "applications" ADD COLUMN "signed_at" timestamp with time zone;
