-- Erasures: every inquiry deleted on a person's request or by the retention purge, so that a restore of a
-- backup taken before removes it again (`npm run inquiries -- restore`). No personal data: the inquiry's id
-- (random) and, for a request by address, a keyed SHA-256 of the address in lower case, which matches the
-- address's inquiries received up to the erasure (a later inquiry from the same person is a new one).
CREATE TABLE erasures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  erased_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL CHECK (reason IN ('request', 'retention')),
  inquiry_id uuid,
  address_hash text CHECK (address_hash ~ '^[0-9a-f]{64}$'),
  CHECK ((inquiry_id IS NULL) <> (address_hash IS NULL))
);

CREATE INDEX erasures_inquiry_id ON erasures (inquiry_id) WHERE inquiry_id IS NOT NULL;

-- The key of the address hashes: 32 random bytes made once. Without it a hash cannot be tested against a
-- guessed address. A logical backup (inquiries and notification rows) never holds it; a restore carries the
-- key and the erasures of the database it replaces over to the restored one.
CREATE TABLE erasure_key (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  key bytea NOT NULL CHECK (octet_length(key) = 32)
);

-- gen_random_uuid() draws from the server's strong random source; two of them, less their version bits,
-- are 244 random bits.
INSERT INTO erasure_key (key) VALUES (uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()));

DO $$
BEGIN
  REVOKE ALL ON erasures, erasure_key FROM PUBLIC;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN
    REVOKE ALL ON erasures, erasure_key FROM anon;
  END IF;
  IF EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN
    REVOKE ALL ON erasures, erasure_key FROM authenticated;
  END IF;
END
$$;

ALTER TABLE erasures ENABLE ROW LEVEL SECURITY;
ALTER TABLE erasure_key ENABLE ROW LEVEL SECURITY;
