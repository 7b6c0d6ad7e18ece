-- Retention (privacy policy, "保存期間"): an inquiry is deleted a fixed period after the later of its arrival
-- and the last correspondence about it that staff recorded (`npm run inquiries -- touch <id>`), unless it is on
-- hold because a contract or a law requires keeping it (`hold <id>` / `release <id>`). Only the server's own
-- connection writes these columns: anon keeps its INSERT grant on the form's columns of 0001 and nothing more,
-- so a browser can neither set a hold nor move the date.
ALTER TABLE inquiries
  ADD COLUMN last_contact_at timestamptz,
  ADD COLUMN held boolean NOT NULL DEFAULT false;

-- The date the retention period runs from; the purge looks rows up by it.
CREATE INDEX inquiries_retained_from ON inquiries ((COALESCE(last_contact_at, created_at))) WHERE NOT held;

-- A person's request finds their inquiries by address, whatever its case.
CREATE INDEX inquiries_email_lower ON inquiries (lower(email));
