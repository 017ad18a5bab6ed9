-- Issue 33.4, nothing typed is lost (ADR 0069). A stored form's version: each save names the version it was based on
-- and a stale one is refused, saying who changed the form and when.
CREATE TABLE "form_versions" (
  "application_id" integer NOT NULL REFERENCES "applications" ("id") ON DELETE CASCADE,
  "form" text NOT NULL,
  "version" integer NOT NULL,
  "changed_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "changed_by_name" text NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("application_id", "form")
);
--> statement-breakpoint
-- A write's Idempotency-Key and its answer, per user, for a day: a retry with the same key answers the first result.
CREATE TABLE "idempotent_requests" (
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "method" text NOT NULL,
  "path" text NOT NULL,
  "status_code" integer,
  "body" text,
  "headers" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_at_idx" ON "idempotent_requests" ("created_at");
