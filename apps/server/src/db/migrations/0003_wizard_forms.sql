CREATE TABLE "companies" (
	"nzbn" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registration_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_application_meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL,
	"ref_number" text NOT NULL,
	"meeting_date" date NOT NULL,
	"site_address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pre_application" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pim" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cert_title" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "need_agent" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner_details" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "agent_details" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "plg" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "misc" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ecan" jsonb;--> statement-breakpoint
ALTER TABLE "pre_application_meetings" ADD CONSTRAINT "pre_application_meetings_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pre_application_meetings_council_ref_idx" ON "pre_application_meetings" USING btree ("council_id",upper("ref_number"));