-- The one store of section forms (ADR 0031): each stored form's answers under its form id, so a new section form
-- needs no column, and its save writes its own key only (sections || {form: answers}).
ALTER TABLE "applications" ADD COLUMN "sections" jsonb DEFAULT '{}'::jsonb NOT NULL;
