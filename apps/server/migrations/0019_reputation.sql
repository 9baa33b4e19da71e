CREATE TABLE "team_activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_activities_kind_ck" CHECK ("team_activities"."kind" in ('created', 'joined', 'left', 'captain', 'edited', 'dissolved'))
);
--> statement-breakpoint
CREATE TABLE "team_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "team_applications_state_ck" CHECK ("team_applications"."state" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_members_role_ck" CHECK ("team_members"."role" in ('captain', 'member'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"dissolved_at" timestamp with time zone,
	CONSTRAINT "teams_state_ck" CHECK ("teams"."state" in ('active', 'dissolved')),
	CONSTRAINT "teams_member_count_ck" CHECK ("teams"."member_count" >= 0 and ("teams"."state" = 'dissolved' or "teams"."member_count" > 0))
);
--> statement-breakpoint
CREATE TABLE "point_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bug_id" integer NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"weight" integer NOT NULL,
	"rights_level" text NOT NULL,
	"critical" boolean NOT NULL,
	"team_id" integer,
	"awarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_awards_points_ck" CHECK ("point_awards"."points" > 0 and "point_awards"."weight" > 0),
	CONSTRAINT "point_awards_reason_ck" CHECK ("point_awards"."reason" in ('reportEnded')),
	CONSTRAINT "point_awards_rights_level_ck" CHECK ("point_awards"."rights_level" in ('new', 'V0', 'V1', 'V2', 'V3'))
);
--> statement-breakpoint
CREATE TABLE "point_rank_buckets" (
	"kind" smallint NOT NULL,
	"start" date NOT NULL,
	"points" integer NOT NULL,
	"holders" integer NOT NULL,
	CONSTRAINT "point_rank_buckets_kind_start_points_pk" PRIMARY KEY("kind","start","points")
);
--> statement-breakpoint
CREATE TABLE "point_totals" (
	"kind" smallint NOT NULL,
	"start" date NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_totals_kind_start_user_id_pk" PRIMARY KEY("kind","start","user_id"),
	CONSTRAINT "point_totals_kind_ck" CHECK ("point_totals"."kind" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "rights_level_runs" (
	"year" smallint PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights_levels" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"level" text NOT NULL,
	"previous_year_points" integer NOT NULL,
	CONSTRAINT "rights_levels_year_user_id_pk" PRIMARY KEY("year","user_id"),
	CONSTRAINT "rights_levels_level_ck" CHECK ("rights_levels"."level" in ('new', 'V0', 'V1', 'V2', 'V3'))
);
--> statement-breakpoint
CREATE TABLE "team_point_totals" (
	"kind" smallint NOT NULL,
	"start" date NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_point_totals_kind_start_team_id_pk" PRIMARY KEY("kind","start","team_id"),
	CONSTRAINT "team_point_totals_kind_ck" CHECK ("team_point_totals"."kind" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"logo" text,
	"rule" text NOT NULL,
	"target" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_rule_ck" CHECK ("achievements"."rule" in ('validReports', 'criticalReports', 'topTenMonths', 'teamJoined', 'trustedAuth')),
	CONSTRAINT "achievements_target_ck" CHECK ("achievements"."target" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "monthly_top_ten_runs" (
	"month" date PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_top_tens" (
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"ranking" smallint NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "monthly_top_tens_month_user_id_pk" PRIMARY KEY("month","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" integer NOT NULL,
	"achievement_id" integer NOT NULL,
	"obtained_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "team_activities" ADD CONSTRAINT "team_activities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activities" ADD CONSTRAINT "team_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activities" ADD CONSTRAINT "team_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_awards" ADD CONSTRAINT "point_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_awards" ADD CONSTRAINT "point_awards_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "public"."bugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_awards" ADD CONSTRAINT "point_awards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_totals" ADD CONSTRAINT "point_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_levels" ADD CONSTRAINT "rights_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_point_totals" ADD CONSTRAINT "team_point_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_top_tens" ADD CONSTRAINT "monthly_top_tens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_activities_team_idx" ON "team_activities" USING btree ("team_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "team_activities_user_idx" ON "team_activities" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "team_applications_public_id_uq" ON "team_applications" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_applications_one_pending_uq" ON "team_applications" USING btree ("user_id") WHERE "team_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "team_applications_team_pending_idx" ON "team_applications" USING btree ("team_id","id") WHERE "team_applications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id","joined_at","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_public_id_uq" ON "teams" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_uq" ON "teams" USING btree (lower("name")) WHERE "teams"."state" = 'active';--> statement-breakpoint
CREATE INDEX "teams_active_idx" ON "teams" USING btree ("id" DESC NULLS FIRST) WHERE "teams"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "point_awards_bug_reason_uq" ON "point_awards" USING btree ("bug_id","reason");--> statement-breakpoint
CREATE INDEX "point_awards_user_idx" ON "point_awards" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "point_awards_team_idx" ON "point_awards" USING btree ("team_id","id" DESC NULLS FIRST) WHERE "point_awards"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "point_totals_board_idx" ON "point_totals" USING btree ("kind","start","points" DESC NULLS FIRST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "team_point_totals_board_idx" ON "team_point_totals" USING btree ("kind","start","points" DESC NULLS FIRST,"reached_at","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_public_id_uq" ON "achievements" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_rule_target_uq" ON "achievements" USING btree ("rule","target");--> statement-breakpoint
CREATE INDEX "monthly_top_tens_user_idx" ON "monthly_top_tens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_achievements_remind_idx" ON "user_achievements" USING btree ("user_id","obtained_at") WHERE "user_achievements"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "user_achievements_achievement_idx" ON "user_achievements" USING btree ("achievement_id");--> statement-breakpoint
-- hand-written:
-- Points are written once: an award is never changed (a correction would be a row of its own).
CREATE FUNCTION point_awards_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_awards rows are never updated';
END
$$;
--> statement-breakpoint
CREATE TRIGGER point_awards_no_update BEFORE UPDATE ON point_awards FOR EACH ROW EXECUTE FUNCTION point_awards_refuse_update();
--> statement-breakpoint
-- The period totals of hackers and teams, kept exactly in the transaction of every insert (or
-- delete, when a report or an account goes) of awards: one grouped upsert per statement, rows
-- in key order so concurrent awards cannot deadlock. Periods are China-time calendar periods
-- (UTC+8, no daylight saving): kind 0 all time, 1 month, 2 quarter, 3 year.
CREATE FUNCTION point_awards_periods(awarded_at timestamptz) RETURNS TABLE (kind smallint, start date) LANGUAGE sql IMMUTABLE AS $$
  SELECT * FROM (VALUES
    (0::smallint, DATE '1970-01-01'),
    (1::smallint, date_trunc('month', (awarded_at AT TIME ZONE 'UTC') + interval '8 hours')::date),
    (2::smallint, date_trunc('quarter', (awarded_at AT TIME ZONE 'UTC') + interval '8 hours')::date),
    (3::smallint, date_trunc('year', (awarded_at AT TIME ZONE 'UTC') + interval '8 hours')::date)) AS p(kind, start)
$$;
--> statement-breakpoint
CREATE FUNCTION point_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO point_totals AS t (kind, start, user_id, points, reached_at)
      SELECT p.kind, p.start, a.user_id, sum(a.points), max(a.awarded_at)
      FROM new_rows a CROSS JOIN LATERAL point_awards_periods(a.awarded_at) p
      GROUP BY p.kind, p.start, a.user_id ORDER BY 1, 2, 3
      ON CONFLICT (kind, start, user_id) DO UPDATE SET points = t.points + EXCLUDED.points, reached_at = greatest(t.reached_at, EXCLUDED.reached_at);
    INSERT INTO team_point_totals AS t (kind, start, team_id, points, reached_at)
      SELECT p.kind, p.start, a.team_id, sum(a.points), max(a.awarded_at)
      FROM new_rows a CROSS JOIN LATERAL point_awards_periods(a.awarded_at) p
      WHERE a.team_id IS NOT NULL
      GROUP BY p.kind, p.start, a.team_id ORDER BY 1, 2, 3
      ON CONFLICT (kind, start, team_id) DO UPDATE SET points = t.points + EXCLUDED.points, reached_at = greatest(t.reached_at, EXCLUDED.reached_at);
  ELSE
    UPDATE point_totals AS t SET points = t.points - d.points
      FROM (SELECT p.kind, p.start, a.user_id, sum(a.points) AS points FROM old_rows a CROSS JOIN LATERAL point_awards_periods(a.awarded_at) p
            GROUP BY p.kind, p.start, a.user_id ORDER BY 1, 2, 3) AS d
      WHERE t.kind = d.kind AND t.start = d.start AND t.user_id = d.user_id;
    DELETE FROM point_totals AS t USING (SELECT DISTINCT user_id FROM old_rows) AS o WHERE t.user_id = o.user_id AND t.points <= 0;
    UPDATE team_point_totals AS t SET points = t.points - d.points
      FROM (SELECT p.kind, p.start, a.team_id, sum(a.points) AS points FROM old_rows a CROSS JOIN LATERAL point_awards_periods(a.awarded_at) p
            WHERE a.team_id IS NOT NULL GROUP BY p.kind, p.start, a.team_id ORDER BY 1, 2, 3) AS d
      WHERE t.kind = d.kind AND t.start = d.start AND t.team_id = d.team_id;
    DELETE FROM team_point_totals AS t USING (SELECT DISTINCT team_id FROM old_rows WHERE team_id IS NOT NULL) AS o WHERE t.team_id = o.team_id AND t.points <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER point_awards_totals_insert AFTER INSERT ON point_awards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION point_totals_apply();
--> statement-breakpoint
CREATE TRIGGER point_awards_totals_delete AFTER DELETE ON point_awards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION point_totals_apply();
--> statement-breakpoint
-- The holders of each total, moved by every change of a total. Bucket rows are taken in
-- ascending (kind, start, points) order (a total only grows on an award: the old, lower bucket
-- first; it shrinks on a removal: the new, lower one first), so concurrent awards cannot deadlock.
CREATE FUNCTION point_rank_buckets_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.points = NEW.points THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.points < NEW.points) THEN
    UPDATE point_rank_buckets SET holders = holders - 1 WHERE kind = OLD.kind AND start = OLD.start AND points = OLD.points;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO point_rank_buckets AS b (kind, start, points, holders) VALUES (NEW.kind, NEW.start, NEW.points, 1)
      ON CONFLICT (kind, start, points) DO UPDATE SET holders = b.holders + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.points > NEW.points THEN
    UPDATE point_rank_buckets SET holders = holders - 1 WHERE kind = OLD.kind AND start = OLD.start AND points = OLD.points;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER point_totals_rank_buckets AFTER INSERT OR UPDATE OR DELETE ON point_totals FOR EACH ROW EXECUTE FUNCTION point_rank_buckets_apply();
