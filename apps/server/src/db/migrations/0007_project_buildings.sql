CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"mc_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "project" jsonb;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_application_id_idx" ON "buildings" USING btree ("application_id");