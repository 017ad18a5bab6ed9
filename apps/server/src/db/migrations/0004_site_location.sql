CREATE TABLE "addresses" (
	"address_id" integer PRIMARY KEY NOT NULL,
	"full_address_number" text DEFAULT '' NOT NULL,
	"full_road_name" text DEFAULT '' NOT NULL,
	"full_address" text NOT NULL,
	"suburb_locality" text DEFAULT '' NOT NULL,
	"town_city" text DEFAULT '' NOT NULL,
	"postcode" text,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"location" geometry(Point,4326) GENERATED ALWAYS AS (ST_SetSRID(ST_MakePoint(longitude, latitude), 4326)) STORED,
	"search_text" text GENERATED ALWAYS AS (regexp_replace(lower(full_address || ' ' || suburb_locality || ' ' || town_city), '[^a-z0-9/]+', ' ', 'g')) STORED,
	"council_id" integer
);
--> statement-breakpoint
CREATE TABLE "application_parcels" (
	"app_parcel_id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"parcel_opt" text DEFAULT 'single' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"location" jsonb NOT NULL,
	"in_council_region" boolean DEFAULT true NOT NULL,
	"legal_data_unavailable" boolean DEFAULT false NOT NULL,
	"duplicate_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "council_rating_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"council_id" integer NOT NULL,
	"valuation_id" text NOT NULL,
	"valuation_number" text NOT NULL,
	"parcel_id" integer NOT NULL,
	"address_id" integer,
	"cert_of_title" text DEFAULT '' NOT NULL,
	"property_file" text DEFAULT '' NOT NULL,
	"capital_value" integer,
	"land_value" integer,
	"improvements_value" integer,
	"improvements" text DEFAULT '' NOT NULL,
	"ward" text DEFAULT '' NOT NULL,
	"ward_description" text DEFAULT 'N/A' NOT NULL,
	"area_description" text DEFAULT 'N/A' NOT NULL,
	"property_type" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "council_regions" (
	"council_id" integer PRIMARY KEY NOT NULL,
	"boundary" geometry(MultiPolygon,4326) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" integer PRIMARY KEY NOT NULL,
	"appellation" text DEFAULT '' NOT NULL,
	"affected_surveys" text DEFAULT '' NOT NULL,
	"parcel_intent" text DEFAULT '' NOT NULL,
	"topology_type" text DEFAULT '' NOT NULL,
	"statutory_actions" text DEFAULT '' NOT NULL,
	"land_district" text DEFAULT '' NOT NULL,
	"titles" text DEFAULT '' NOT NULL,
	"survey_area" double precision,
	"calc_area" double precision,
	"geometry" geometry(MultiPolygon,4326)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_parcels" ADD CONSTRAINT "application_parcels_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_rating_units" ADD CONSTRAINT "council_rating_units_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_regions" ADD CONSTRAINT "council_regions_council_id_councils_id_fk" FOREIGN KEY ("council_id") REFERENCES "public"."councils"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_search_prefix_idx" ON "addresses" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_council_search_prefix_idx" ON "addresses" USING btree ("council_id","search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_location_idx" ON "addresses" USING gist ("location");--> statement-breakpoint
CREATE UNIQUE INDEX "application_parcels_duplicate_idx" ON "application_parcels" USING btree ("application_id","duplicate_key");--> statement-breakpoint
CREATE INDEX "application_parcels_application_idx" ON "application_parcels" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "council_rating_units_unit_parcel_idx" ON "council_rating_units" USING btree ("council_id","valuation_id","parcel_id");--> statement-breakpoint
CREATE INDEX "council_rating_units_address_idx" ON "council_rating_units" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "council_rating_units_parcel_idx" ON "council_rating_units" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "council_regions_boundary_idx" ON "council_regions" USING gist ("boundary");--> statement-breakpoint
CREATE INDEX "parcels_geometry_idx" ON "parcels" USING gist ("geometry");