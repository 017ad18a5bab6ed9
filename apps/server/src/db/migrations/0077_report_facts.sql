-- The council report's facts (issue 32 point 7, ADR 0070), written by a trigger as each event is recorded: a row for
-- each decision, with what the report groups by (council, New Zealand day, CCC or not) and its working days on the
-- statutory clock, and each council's receipts and inspection results counted by day. The report then reads one
-- council's rows of a span from two indexes instead of joining the event table to the applications and each decided
-- application's clock events again.
-- Events are never changed or deleted (migration 0013), so a fact, once written, only has its days counted again
-- when a clock event of its application is recorded later.
CREATE TABLE "report_facts" (
	"event_id" integer PRIMARY KEY NOT NULL REFERENCES "application_events" ("id"),
	"application_id" integer NOT NULL,
	"council_id" integer NOT NULL,
	"day" date NOT NULL,
	"ccc" boolean NOT NULL,
	"action" text NOT NULL,
	"working_days" integer
);
--> statement-breakpoint
CREATE INDEX "report_facts_council_day_idx" ON "report_facts" ("council_id", "day") INCLUDE ("ccc", "action", "working_days");
--> statement-breakpoint
CREATE INDEX "report_facts_application_idx" ON "report_facts" ("application_id");
--> statement-breakpoint
CREATE TABLE "report_day_counts" (
	"council_id" integer NOT NULL,
	"day" date NOT NULL,
	"received" integer NOT NULL DEFAULT 0,
	"inspections" integer NOT NULL DEFAULT 0,
	"inspections_passed" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("council_id", "day")
);
--> statement-breakpoint
-- The working days of every decision of the applications named: the clock of packages/domain lifecycle/clock.ts as
-- one signed sum over the calendar's running count (ADR 0060): + the decision's ordinal - the start's, + each
-- request's - each answer's. The start is acceptance (s48), or a CCC application's latest (re)submission (s93).
CREATE FUNCTION "report_decision_days"("applications" integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE report_facts f SET working_days = d.days
	FROM (
		SELECT x.application_id,
			sum(CASE
				WHEN x.action IN ('grant', 'refuse', 'requestInformation') THEN c.ordinal
				WHEN x.action = 'provideInformation' THEN -c.ordinal
				ELSE 0 END)
			- max(c.ordinal) FILTER (WHERE CASE WHEN a.type_code = 'ccc' THEN x.action IN ('submit', 'resubmit') ELSE x.action = 'accept' END) AS days
		FROM application_events x
		JOIN applications a ON a.id = x.application_id
		JOIN working_day_calendar c ON c.day = (x.created_at AT TIME ZONE 'Pacific/Auckland')::date
		WHERE x.application_id = ANY ("applications")
			AND x.action IN ('submit', 'resubmit', 'accept', 'requestInformation', 'provideInformation', 'grant', 'refuse')
		GROUP BY x.application_id
	) d
	WHERE f.application_id = d.application_id
		AND f.working_days IS DISTINCT FROM d.days
$$;
--> statement-breakpoint
-- Once per statement, over the rows it added (a bulk INSERT … SELECT is one pass, not a trigger call per row).
CREATE FUNCTION "report_facts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO report_facts (event_id, application_id, council_id, day, ccc, action)
	SELECT e.id, e.application_id, a.council_id, (e.created_at AT TIME ZONE 'Pacific/Auckland')::date, a.type_code = 'ccc', e.action
	FROM added e JOIN applications a ON a.id = e.application_id
	WHERE e.action IN ('grant', 'refuse');
	INSERT INTO report_day_counts AS r (council_id, day, received, inspections, inspections_passed)
	SELECT a.council_id, (e.created_at AT TIME ZONE 'Pacific/Auckland')::date,
		count(*) FILTER (WHERE e.action = 'submit' AND a.type_code <> 'ccc'),
		count(*) FILTER (WHERE e.action <> 'submit'),
		count(*) FILTER (WHERE e.action = 'inspection-passed')
	FROM added e JOIN applications a ON a.id = e.application_id
	WHERE e.action IN ('submit', 'inspection-passed', 'inspection-failed', 'inspection-partially-passed')
	GROUP BY 1, 2
	ON CONFLICT (council_id, day) DO UPDATE SET received = r.received + excluded.received,
		inspections = r.inspections + excluded.inspections, inspections_passed = r.inspections_passed + excluded.inspections_passed;
	PERFORM report_decision_days(ARRAY(
		SELECT DISTINCT e.application_id FROM added e
		WHERE e.action IN ('submit', 'resubmit', 'accept', 'requestInformation', 'provideInformation', 'grant', 'refuse')));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_facts_add" AFTER INSERT ON "application_events"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION report_facts_add();
--> statement-breakpoint
-- The events recorded before this migration.
INSERT INTO report_facts (event_id, application_id, council_id, day, ccc, action)
SELECT e.id, e.application_id, a.council_id, (e.created_at AT TIME ZONE 'Pacific/Auckland')::date, a.type_code = 'ccc', e.action
FROM application_events e JOIN applications a ON a.id = e.application_id
WHERE e.action IN ('grant', 'refuse');
--> statement-breakpoint
INSERT INTO report_day_counts (council_id, day, received, inspections, inspections_passed)
SELECT a.council_id, (e.created_at AT TIME ZONE 'Pacific/Auckland')::date,
	count(*) FILTER (WHERE e.action = 'submit' AND a.type_code <> 'ccc'),
	count(*) FILTER (WHERE e.action <> 'submit'),
	count(*) FILTER (WHERE e.action = 'inspection-passed')
FROM application_events e JOIN applications a ON a.id = e.application_id
WHERE e.action IN ('submit', 'inspection-passed', 'inspection-failed', 'inspection-partially-passed')
GROUP BY 1, 2;
--> statement-breakpoint
SELECT report_decision_days(ARRAY(SELECT DISTINCT application_id FROM report_facts));
--> statement-breakpoint
-- Only the report read events by action and time; it reads its facts now.
DROP INDEX "application_events_action_created_at_idx";
