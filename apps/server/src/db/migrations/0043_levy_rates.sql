-- Issue 31 point 1: the levies a council collects on granting a building consent, as dated rows. A change of rate
-- or threshold is a new row (its date), never a deploy; the grant's date picks the row (ADR 0050 cites the law).
-- Cents for every $1,000 or part of $1,000 of the estimated value; payable from the threshold up.
CREATE TABLE IF NOT EXISTS "levy_rates" (
	"levy" text NOT NULL CHECK ("levy" IN ('building', 'research')),
	"effective_from" date NOT NULL,
	"cents_per_thousand" bigint NOT NULL CHECK ("cents_per_thousand" >= 0),
	"threshold_cents" bigint NOT NULL CHECK ("threshold_cents" >= 0),
	"source" text NOT NULL,
	PRIMARY KEY ("levy", "effective_from")
);--> statement-breakpoint
INSERT INTO "levy_rates" ("levy", "effective_from", "cents_per_thousand", "threshold_cents", "source") VALUES
	('building', '2005-04-01', 197, 2000000, 'Building (Levy) Regulations 2019 r3: $1.97 incl. GST, from $20,000'),
	('building', '2020-07-01', 175, 2044400, 'Building (Levy) Regulations 2019 r3: $1.52 plus GST ($1.75), from $20,444 incl. GST'),
	('building', '2024-07-01', 175, 6500000, 'Building (Levy) Amendment Regulations 2024: $1.75 incl. GST, from $65,000 incl. GST'),
	('research', '1970-01-01', 100, 2000000, 'Building Research Levy Act 1969: $1 per $1,000 of value, from $20,000')
ON CONFLICT DO NOTHING;
