-- Each server process keeps every council's row in memory (ADR speed-council-config-cache). This one-row counter
-- names the councils' state: every statement that changes the councils table raises it in the same transaction, so
-- a process that reads a newer number than the one its copy was read at knows its copy is old. A trigger, not the
-- code, raises it: a change made by the seed, a migration or an operator's SQL invalidates every process's copy too.
CREATE TABLE "council_config_generation" (
	"only" boolean PRIMARY KEY DEFAULT true CHECK ("only"),
	"generation" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "council_config_generation" ("only", "generation") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION "council_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "council_config_generation" SET "generation" = "generation" + 1;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "council_config_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "councils"
	FOR EACH STATEMENT EXECUTE FUNCTION "council_config_changed"();
