-- hand-written:
-- The team hall's search by name (ILIKE '%…%', issue 11 §5): a trigram index over the live
-- teams, as the project hall's (0011), so a search reads the few matching teams instead of
-- every one. Where pg_trgm is missing (the embedded database) the search still works, by scanning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS teams_hall_name_trgm_idx ON teams USING gin (name gin_trgm_ops) WHERE state = 'active';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the team search runs without its index (%)', SQLERRM;
END $$;
