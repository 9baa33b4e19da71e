ALTER TABLE "entrance_tiles" ADD COLUMN "third_party" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The hall's search by name (ILIKE '%…%'): a trigram index over the listed projects, so a
-- search reads the few matching rows instead of every project. pg_trgm ships with
-- PostgreSQL's contrib; where it is missing (the embedded database does not load it) the
-- search still works, by scanning, and nothing else depends on the index.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS projects_hall_name_trgm_idx ON projects USING gin (name gin_trgm_ops)
    WHERE state IN ('audited', 'apply', 'doing', 'settlement', 'stop');
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the project search runs without its index (%)', SQLERRM;
END $$;
