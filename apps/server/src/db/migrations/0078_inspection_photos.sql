-- Issue 32.4: the photos an inspector takes on site (ADR 0072). Each is uploaded on its own before the result is
-- sent, stored under a generated key with its location metadata stripped, and named by its id in the result that
-- carries it (in_result). The id is the one a result names; the stored key is another, never shown.
CREATE TABLE "inspection_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL REFERENCES "inspection_bookings"("id") ON DELETE CASCADE,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"in_result" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "inspection_photos_booking_idx" ON "inspection_photos" ("booking_id");
