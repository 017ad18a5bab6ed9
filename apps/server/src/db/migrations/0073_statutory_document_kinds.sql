-- Issue 32: forms 4 and 7, CCC decision. A statutory document is now one of several kinds: forms 4, 5 and 7 of the
-- Building (Forms) Regulations 2004, and the notices of refusal of s50 and s95A, which have no prescribed form.
-- Adding the column with a default fills the existing rows (all form 5) without an UPDATE, which the trigger refuses.
ALTER TABLE "statutory_documents" ADD COLUMN "kind" text DEFAULT 'form5' NOT NULL;--> statement-breakpoint
ALTER TABLE "statutory_documents" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "statutory_documents" ALTER COLUMN "form" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "statutory_documents" ADD CONSTRAINT "statutory_documents_kind_check"
	CHECK ("kind" IN ('form4', 'form5', 'form7', 'refusalS50', 'refusalS95A'));
