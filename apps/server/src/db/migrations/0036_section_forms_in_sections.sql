-- Pre-application, Owner's Detail, Record of Title and FORM PLG 1 are stored forms (ADR 0031, issue 28): their answers
-- move into the store under their form ids and their own columns go. The Record of Title's answers take the request
-- to the council from its column, which stays (the documents read it) and is written with them from now on.
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('preApplication', "pre_application") WHERE "pre_application" IS NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('ownerDetails', "owner_details") WHERE "owner_details" IS NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('recordOfTitle', "cert_title" || jsonb_build_object('request_ct_from_council', CASE WHEN "request_ct_from_council" THEN 'y' ELSE 'n' END)) WHERE "cert_title" IS NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('plg', "plg") WHERE "plg" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "pre_application";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "owner_details";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "cert_title";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "plg";
