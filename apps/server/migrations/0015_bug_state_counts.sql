CREATE TABLE "bug_state_counts" (
	"state" text PRIMARY KEY NOT NULL,
	"reports" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- Kept by statement-level triggers (one grouped upsert per statement, even for a bulk load),
-- touching only the states whose number changed, in state order so concurrent statements
-- cannot deadlock.
CREATE FUNCTION bug_state_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bug_state_counts AS c (state, reports)
      SELECT state, count(*) FROM new_rows GROUP BY state ORDER BY state
      ON CONFLICT (state) DO UPDATE SET reports = c.reports + EXCLUDED.reports;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO bug_state_counts AS c (state, reports)
      SELECT state, sum(d) FROM (
        SELECT n.state, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.state <> n.state
        UNION ALL
        SELECT o.state, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.state <> n.state
      ) AS moved GROUP BY state HAVING sum(d) <> 0 ORDER BY state
      ON CONFLICT (state) DO UPDATE SET reports = c.reports + EXCLUDED.reports;
  ELSE
    UPDATE bug_state_counts AS c SET reports = c.reports - d.n
      FROM (SELECT state, count(*) AS n FROM old_rows GROUP BY state) AS d
      WHERE c.state = d.state;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bugs_state_counts_insert AFTER INSERT ON bugs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bug_state_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bugs_state_counts_update AFTER UPDATE ON bugs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bug_state_counts_apply();
--> statement-breakpoint
CREATE TRIGGER bugs_state_counts_delete AFTER DELETE ON bugs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bug_state_counts_apply();
--> statement-breakpoint
INSERT INTO bug_state_counts (state, reports) SELECT state, count(*) FROM bugs GROUP BY state;
