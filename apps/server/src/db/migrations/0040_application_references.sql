-- Issue 30.1: a reference a person can quote, from the council's format and one gapless sequence per council,
-- kind of number and year. The table is created IF NOT EXISTS: invoice numbers (issue 31) use the same table.
CREATE TABLE IF NOT EXISTS "council_sequences" (
	"council_id" integer NOT NULL REFERENCES "councils"("id"),
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	PRIMARY KEY ("council_id", "kind", "year")
);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;--> statement-breakpoint
-- Unique within the council: two councils may share a format (the default one, for a council that has none).
ALTER TABLE "applications" ADD CONSTRAINT "applications_council_reference_unique" UNIQUE ("council_id", "reference");--> statement-breakpoint
-- The demo councils' formats, as the seed gives them, so the references given below already use them.
UPDATE "councils" c SET "config" = c."config" || jsonb_build_object(
	'applicationReferenceFormat', f.prefix || '-{year}-{number:5}',
	'consentNumberFormat', f.prefix || '-BC-{year}-{number:5}')
FROM (VALUES ('auckland', 'AKL'), ('christchurch', 'CCC'), ('wellington', 'WCC'), ('hamilton', 'HCC'),
	('south-waikato', 'SWDC'), ('thames-coromandel', 'TCDC'), ('environment-canterbury', 'ECAN'), ('kaikoura', 'KDC'))
	AS f(slug, prefix)
WHERE c."slug" = f.slug AND NOT c."config" ? 'applicationReferenceFormat';--> statement-breakpoint
-- Every application submitted before now gets its reference: numbered per council and year (New Zealand time) of
-- its first submission, in the order they were submitted; the format as domain/references.ts formatNumber reads it.
WITH submitted AS (
	SELECT a."id", a."council_id",
		extract(year FROM coalesce(
			(SELECT min(e."created_at") FROM "application_events" e WHERE e."application_id" = a."id" AND e."action" = 'submit'),
			a."completed_at", a."created_at") AT TIME ZONE 'Pacific/Auckland')::integer AS "year",
		coalesce(
			(SELECT min(e."created_at") FROM "application_events" e WHERE e."application_id" = a."id" AND e."action" = 'submit'),
			a."completed_at", a."created_at") AS "at"
	FROM "applications" a
	WHERE a."reference" IS NULL AND (a."completed" OR a."status" <> 'draft')
), numbered AS (
	SELECT s."id", s."council_id", s."year",
		row_number() OVER (PARTITION BY s."council_id", s."year" ORDER BY s."at", s."id")::integer AS "n"
	FROM submitted s
), formatted AS (
	SELECT n."id", n."n", coalesce(c."config"->>'applicationReferenceFormat', 'APP-{year}-{number:5}') AS "format", n."year"
	FROM numbered n JOIN "councils" c ON c."id" = n."council_id"
)
UPDATE "applications" a SET "reference" = replace(
	regexp_replace(f."format", '\{number(:\d)?\}',
		lpad(f."n"::text, greatest(coalesce(substring(f."format" FROM '\{number:(\d)\}')::integer, 0), length(f."n"::text)), '0'),
		'g'),
	'{year}', f."year"::text)
FROM formatted f WHERE a."id" = f."id";--> statement-breakpoint
-- Each sequence continues after the references just given.
INSERT INTO "council_sequences" ("council_id", "kind", "year", "last_value")
SELECT a."council_id", 'application', split.year, count(*)::integer
FROM "applications" a,
	LATERAL (SELECT extract(year FROM coalesce(
		(SELECT min(e."created_at") FROM "application_events" e WHERE e."application_id" = a."id" AND e."action" = 'submit'),
		a."completed_at", a."created_at") AT TIME ZONE 'Pacific/Auckland')::integer AS year) split
WHERE a."reference" IS NOT NULL
GROUP BY a."council_id", split.year
ON CONFLICT ("council_id", "kind", "year") DO UPDATE SET "last_value" = greatest("council_sequences"."last_value", excluded."last_value");
