-- Issue 32.4: a queued mail may carry small text attachments (an inspection booking's calendar file, .ics), kept
-- with the mail in the outbox so the worker sends exactly what the request queued.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
