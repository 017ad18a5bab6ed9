ALTER TABLE "auth_attempts" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
DELETE FROM "auth_attempts";
