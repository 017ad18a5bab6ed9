-- PostGIS for parcels, council regions and points; pg_trgm for address search (DESIGN.md "Chosen parts").
CREATE EXTENSION IF NOT EXISTS postgis;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
