-- Company search ignores macrons and case (issue 15): the trigram index is on the folded, lowercased name that the
-- local company register searches (db/addressText.ts foldedLowerSql), so 'totara' finds 'Tōtara Construction Limited'.
DROP INDEX IF EXISTS "companies_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "companies_name_folded_trgm_idx" ON "companies" USING gin ((lower(translate("name", 'āēīōūĀĒĪŌŪäëïöüÄËÏÖÜáéíóúÁÉÍÓÚàèìòùÀÈÌÒÙâêîôûÂÊÎÔÛçÇñÑ', 'aeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUcCnN'))) gin_trgm_ops);
