-- The section forms that still had columns of their own move into the store of section forms (ADR 0031, ADR 0044,
-- issue 28 point 1): each form's answers go under its form id and its columns are dropped.
-- First Point of Contact and Invoice Payable By (the firstContact and invoiceContact attributes), as they were saved.
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('firstPointOfContact', "first_contact") WHERE "first_contact" IS NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('invoicePayableBy', "invoice_contact") WHERE "invoice_contact" IS NOT NULL;--> statement-breakpoint
-- The PIM: whether its question was answered, its matters and notes.
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('pim', "pim") WHERE "pim" IS NOT NULL;--> statement-breakpoint
-- The agent's details with "Need Agent": one form, its two parts under "data" and "needagent".
UPDATE "applications" SET "sections" = "sections" || jsonb_build_object('agentDetails', jsonb_strip_nulls(jsonb_build_object('data', "agent_details", 'needagent', "need_agent"))) WHERE "agent_details" IS NOT NULL OR "need_agent" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "first_contact";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "invoice_contact";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "pim";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "agent_details";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "need_agent";
