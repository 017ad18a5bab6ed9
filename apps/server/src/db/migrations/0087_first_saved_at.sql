-- Issue 33 point 3 (ADR 0086): the column is written once, at an application's first save, so a later save stays a
-- HOT update (it is in applications_untouched_idx's predicate). Its name now says what it holds. PostgreSQL carries
-- the rename into the index's predicate.
ALTER TABLE "applications" RENAME COLUMN "last_saved_at" TO "first_saved_at";
