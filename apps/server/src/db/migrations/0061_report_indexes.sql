-- The council report's reads (issue 32 point 7, ADR 0060), each answered from an index alone (bench/councilReport.ts):
-- the events of some actions in a span of time, with their application;
CREATE INDEX "application_events_action_created_at_idx" ON "application_events" ("action", "created_at") INCLUDE ("application_id");
--> statement-breakpoint
-- every event of one decided application, for its working days;
CREATE INDEX "application_events_application_clock_idx" ON "application_events" ("application_id") INCLUDE ("action", "created_at");
--> statement-breakpoint
-- and a council's applications with their type (a CCC application is reported apart).
CREATE INDEX "applications_council_report_idx" ON "applications" ("council_id") INCLUDE ("id", "type_code");
