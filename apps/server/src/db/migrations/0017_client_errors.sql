CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"ip" text NOT NULL,
	"path" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_ip_reported_at" ON "client_errors" ("ip", "reported_at");
