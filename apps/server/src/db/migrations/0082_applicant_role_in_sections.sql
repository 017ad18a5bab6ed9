-- The applicant's role, the last section form with a column of its own, moves into the store of section forms
-- (ADR 0031, ADR 0062, issue 28 point 1): kept under its form id as it was stored (OWNER or AGENT, uppercased), and
-- its column is dropped. An application with no role has no key, as an unanswered form has none.
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('applicantRole', jsonb_build_object('role', "role")) WHERE "role" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "role";
