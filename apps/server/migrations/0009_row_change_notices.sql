-- Changes to rows the embedded database's server keeps in memory (db/kept-rows.ts) are
-- announced with the users concerned, in the same commit, whatever code made them: a
-- session or its user on wardline_session_rows (auth/session-cache.ts), a person's message
-- counts on wardline_unread_counts (domains/notifications/count-unread.ts). One notice per
-- statement; more than 500 users at once is announced as '*' (forget everything).
CREATE FUNCTION notify_user_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  concerned text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT CASE WHEN count(DISTINCT user_id) > 500 THEN '*' ELSE string_agg(DISTINCT user_id::text, ',') END INTO concerned FROM new_rows;
  ELSIF TG_TABLE_NAME = 'users' THEN
    SELECT CASE WHEN count(DISTINCT id) > 500 THEN '*' ELSE string_agg(DISTINCT id::text, ',') END INTO concerned FROM old_rows;
  ELSE
    SELECT CASE WHEN count(DISTINCT user_id) > 500 THEN '*' ELSE string_agg(DISTINCT user_id::text, ',') END INTO concerned FROM old_rows;
  END IF;
  IF concerned IS NOT NULL THEN
    PERFORM pg_notify(TG_ARGV[0], concerned);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_user_rows_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_rows_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_session_rows');
--> statement-breakpoint
CREATE TRIGGER users_session_rows_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_session_rows');
--> statement-breakpoint
CREATE TRIGGER users_session_rows_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows_truncated('wardline_session_rows');
--> statement-breakpoint
CREATE TRIGGER sessions_rows_update AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_session_rows');
--> statement-breakpoint
CREATE TRIGGER sessions_rows_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_session_rows');
--> statement-breakpoint
CREATE TRIGGER sessions_rows_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows_truncated('wardline_session_rows');
--> statement-breakpoint
CREATE TRIGGER message_counts_rows_insert AFTER INSERT ON message_counts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_unread_counts');
--> statement-breakpoint
CREATE TRIGGER message_counts_rows_update AFTER UPDATE ON message_counts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_unread_counts');
--> statement-breakpoint
CREATE TRIGGER message_counts_rows_delete AFTER DELETE ON message_counts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows('wardline_unread_counts');
--> statement-breakpoint
CREATE TRIGGER message_counts_rows_truncate AFTER TRUNCATE ON message_counts FOR EACH STATEMENT EXECUTE FUNCTION notify_user_rows_truncated('wardline_unread_counts');
