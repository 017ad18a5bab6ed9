CREATE TABLE "multiproof_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "related_application_id" integer;--> statement-breakpoint
ALTER TABLE "multiproof_requests" ADD CONSTRAINT "multiproof_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_related_application_id_applications_id_fk" FOREIGN KEY ("related_application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;