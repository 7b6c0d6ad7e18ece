-- The notification outbox. Each stored inquiry gets one row per configured channel, written by the same
-- statement as the inquiry, so a 201 always has its notifications queued. The server's delivery worker
-- claims due rows, sends them and marks them delivered; failures wait next_attempt_at (exponential backoff)
-- and keep their last error. One row per channel: a failing webhook never re-sends the email.
CREATE TABLE inquiry_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inquiry_id uuid NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  -- pending: not yet delivered (new or failing); delivered; failed: gave up after the retry window.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- When a worker may take the row next. Claiming pushes it past the delivery timeout (a lease), so a
  -- worker that dies mid-delivery leaves the row to be retried rather than lost.
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  UNIQUE (inquiry_id, channel)
);

CREATE INDEX inquiry_notifications_due ON inquiry_notifications (next_attempt_at) WHERE status = 'pending';

DO $$
BEGIN
  REVOKE ALL ON inquiry_notifications FROM PUBLIC;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON inquiry_notifications FROM anon;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON inquiry_notifications FROM authenticated;
  END IF;
END
$$;

ALTER TABLE inquiry_notifications ENABLE ROW LEVEL SECURITY;
