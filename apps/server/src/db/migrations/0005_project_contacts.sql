CREATE TABLE "lbp_practitioners" (
	"lbp_number" text PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"phone_number" text NOT NULL,
	"email_address" text NOT NULL,
	"suburb" text NOT NULL,
	"post_code" text NOT NULL,
	"town_or_city" text NOT NULL,
	"licensed_classes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"contact_mode" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"licence_number" text DEFAULT '' NOT NULL,
	"licence_class" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"locations" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "has_lbp" text;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lbp_practitioners_names_trgm_idx" ON "lbp_practitioners" USING gin (lower("names") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_contacts_application_idx" ON "project_contacts" USING btree ("application_id");