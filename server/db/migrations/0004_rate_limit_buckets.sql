-- The inquiry rate limit when several server instances share one PostgreSQL: one token bucket per client
-- address (or IPv6 /64), updated in a single statement so concurrent instances take turns on the row.
-- Buckets untouched for a minute are full again and are deleted by the servers as they go.
CREATE TABLE rate_limit_buckets (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL,
  -- Whether the last request counted here was let through.
  last_allowed boolean NOT NULL
);

CREATE INDEX rate_limit_buckets_updated_at ON rate_limit_buckets (updated_at);

DO $$
BEGIN
  REVOKE ALL ON rate_limit_buckets FROM PUBLIC;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON rate_limit_buckets FROM anon;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON rate_limit_buckets FROM authenticated;
  END IF;
END
$$;
