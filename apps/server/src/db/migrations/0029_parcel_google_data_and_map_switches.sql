-- Each parcel feature has address, council_data and google_data (spec point 3 "Parcel set"): the maps service's data appended to a location is kept with the parcel it came with.
ALTER TABLE "application_parcels" ADD COLUMN "google_data" jsonb;
--> statement-breakpoint
-- Map configuration switches the spec gives no behaviour are not kept (ADR specaudit-map-switches); the seed no longer writes them.
UPDATE "councils" SET "map_config" = "map_config" - 'ChecklistsBaseUrl' - 'GoogleOneWay' - 'GoogleArcGIS' - 'UseLinzId';
