-- Issue 33 point 3 (ADR 0086): an applicant's save of a draft writes no indexed column, so PostgreSQL can make it a
-- HOT update (one new row version on the same page, no new entry in any of the table's eight indexes).
-- The pull API's listing ordered by updated_at, a key of its index, and every save sets updated_at. It now orders by
-- changed_at: updated_at once the application is no longer a draft (the only rows the pull API lists), null before,
-- so a draft's save leaves it null and unchanged. For every row the pull API reads, changed_at = updated_at.
ALTER TABLE "applications" ADD COLUMN "changed_at" timestamp with time zone
	GENERATED ALWAYS AS (CASE WHEN "status" <> 'draft' THEN "updated_at" END) STORED;
--> statement-breakpoint
DROP INDEX "applications_council_changed_idx";
--> statement-breakpoint
CREATE INDEX "applications_council_changed_idx" ON "applications" ("council_id", "changed_at", "id") WHERE "status" <> 'draft';
