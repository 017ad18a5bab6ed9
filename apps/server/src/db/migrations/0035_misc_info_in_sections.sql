-- Miscellaneous Information is a stored form (ADR 0031): its answers move into the store under its form id, and
-- its own column goes, so no reader is left on it.
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('miscInfo', "misc") WHERE "misc" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "misc";
