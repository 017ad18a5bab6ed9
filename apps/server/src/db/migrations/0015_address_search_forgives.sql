-- Address search that forgives (ADR 0008): macrons folded in every search text, the unit type dropped before a unit.
-- Dropping the generated column drops the indexes built on it; they are built again below.
ALTER TABLE "addresses" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(lower(translate(full_address || ' ' || suburb_locality || ' ' || town_city, 'āēīōūĀĒĪŌŪäëïöüÄËÏÖÜáéíóúÁÉÍÓÚàèìòùÀÈÌÒÙâêîôûÂÊÎÔÛçÇñÑ', 'aeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUcCnN')), '[^a-z0-9/]+', ' ', 'g'), '^[a-z]+ ([0-9a-z]+/)', '\1')) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_road_prefix_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "addresses_suburb_prefix_idx";--> statement-breakpoint
CREATE INDEX "addresses_search_trgm_idx" ON "addresses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_search_prefix_idx" ON "addresses" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_council_search_prefix_idx" ON "addresses" USING btree ("council_id","search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_road_prefix_idx" ON "addresses" USING btree ((regexp_replace(lower(translate(full_road_name || ' ' || suburb_locality || ' ' || town_city, 'āēīōūĀĒĪŌŪäëïöüÄËÏÖÜáéíóúÁÉÍÓÚàèìòùÀÈÌÒÙâêîôûÂÊÎÔÛçÇñÑ', 'aeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUcCnN')), '[^a-z0-9/]+', ' ', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_suburb_prefix_idx" ON "addresses" USING btree ((regexp_replace(lower(translate(suburb_locality || ' ' || town_city || ' ' || full_road_name, 'āēīōūĀĒĪŌŪäëïöüÄËÏÖÜáéíóúÁÉÍÓÚàèìòùÀÈÌÒÙâêîôûÂÊÎÔÛçÇñÑ', 'aeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUcCnN')), '[^a-z0-9/]+', ' ', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "addresses_unit_number_prefix_idx" ON "addresses" USING btree ((regexp_replace(search_text, '^[0-9a-z]+/', '')) text_pattern_ops) WHERE "search_text" ~ '^[0-9a-z]+/';
