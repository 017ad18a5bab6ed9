-- Issue 32 (ADR 0079): a daily job deletes the photos an inspector uploaded that no recorded result names, a week
-- after their upload. The table keeps every photo a result carries for ever, so the job finds the few unused ones
-- by this partial index (oldest first) instead of reading the whole table.
CREATE INDEX "inspection_photos_unused_idx" ON "inspection_photos" ("created_at") WHERE NOT "in_result";
