CREATE TABLE "message_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_counts" ADD CONSTRAINT "message_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement-level triggers (one upsert per statement, even for a broadcast of thousands
-- of messages), locking counter rows in user order so concurrent statements cannot deadlock.
CREATE FUNCTION message_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_counts AS c (user_id, total, unread)
      SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM new_rows GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET total = c.total + EXCLUDED.total, unread = c.unread + EXCLUDED.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO message_counts AS c (user_id, total, unread)
      SELECT user_id, sum(dt), sum(du) FROM (
        SELECT user_id, 1 AS dt, (read_at IS NULL)::int AS du FROM new_rows
        UNION ALL
        SELECT user_id, -1, -((read_at IS NULL)::int) FROM old_rows
      ) AS d GROUP BY user_id ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET total = c.total + EXCLUDED.total, unread = c.unread + EXCLUDED.unread;
  ELSE
    UPDATE message_counts AS c SET total = c.total - d.n, unread = c.unread - d.u
      FROM (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE read_at IS NULL) AS u FROM old_rows GROUP BY user_id) AS d
      WHERE c.user_id = d.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_counts_insert AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counts_apply();
--> statement-breakpoint
CREATE TRIGGER messages_counts_update AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counts_apply();
--> statement-breakpoint
CREATE TRIGGER messages_counts_delete AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_counts_apply();
--> statement-breakpoint
INSERT INTO message_counts (user_id, total, unread)
  SELECT user_id, count(*), count(*) FILTER (WHERE read_at IS NULL) FROM messages GROUP BY user_id;
