CREATE TABLE "project_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"form" jsonb NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"errmsg" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "project_enrolments_state_ck" CHECK ("project_enrolments"."state" in ('apply', 'normal', 'refuse')),
	CONSTRAINT "project_enrolments_reason_ck" CHECK ("project_enrolments"."state" <> 'refuse' or "project_enrolments"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "project_hole_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"hole_code" text NOT NULL,
	"name" text NOT NULL,
	"money_fen" bigint DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"weight" integer NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "project_hole_levels_color_ck" CHECK ("project_hole_levels"."color" in ('purple', 'red', 'yellow', 'orange', 'blue', 'grey')),
	CONSTRAINT "project_hole_levels_weight_ck" CHECK ("project_hole_levels"."weight" between 1 and 9999 and "project_hole_levels"."money_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"company_id" integer NOT NULL,
	"state" text DEFAULT 'unaudited' NOT NULL,
	"project_type" text NOT NULL,
	"sub_type" text DEFAULT 'web' NOT NULL,
	"company_name" text NOT NULL,
	"hide_company_name" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reward_pool_fen" bigint DEFAULT 0 NOT NULL,
	"hide_reward_pool" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'rmb' NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"low_reward_fen" bigint DEFAULT 0 NOT NULL,
	"high_reward_fen" bigint DEFAULT 0 NOT NULL,
	"introduction" text NOT NULL,
	"test_rule" text NOT NULL,
	"test_range" text NOT NULL,
	"author_file_ref" text NOT NULL,
	"tester_cap" integer,
	"taken_places" integer DEFAULT 0 NOT NULL,
	"verify_type" smallint DEFAULT 0 NOT NULL,
	"person_type" smallint DEFAULT 0 NOT NULL,
	"person_level" smallint DEFAULT 0 NOT NULL,
	"bug_audit" boolean DEFAULT false NOT NULL,
	"vpn" boolean DEFAULT false NOT NULL,
	"vpn_user_name" text,
	"vpn_password_cipher" text,
	"sms_notice" boolean DEFAULT false NOT NULL,
	"retest" boolean DEFAULT false NOT NULL,
	"difficulty" smallint DEFAULT 2 NOT NULL,
	"reject_reason" text,
	"pause_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "projects_state_ck" CHECK ("projects"."state" in ('unaudited', 'audited', 'apply', 'doing', 'failed', 'pause', 'settlement', 'stop')),
	CONSTRAINT "projects_type_ck" CHECK ("projects"."project_type" in ('bugbounty', 'SecurityResponse')),
	CONSTRAINT "projects_sub_type_ck" CHECK ("projects"."sub_type" in ('web', 'app', 'miniProgram', 'iot', 'network', 'other')),
	CONSTRAINT "projects_currency_ck" CHECK ("projects"."currency" in ('rmb', 'dollar')),
	CONSTRAINT "projects_money_ck" CHECK ("projects"."reward_pool_fen" >= 0 and "projects"."paid_fen" >= 0 and "projects"."paid_fen" <= "projects"."reward_pool_fen" and "projects"."low_reward_fen" >= 0 and "projects"."high_reward_fen" <= "projects"."reward_pool_fen"),
	CONSTRAINT "projects_period_ck" CHECK ("projects"."end_at" > "projects"."start_at"),
	CONSTRAINT "projects_places_ck" CHECK ("projects"."taken_places" >= 0 and ("projects"."tester_cap" is null or "projects"."taken_places" <= "projects"."tester_cap")),
	CONSTRAINT "projects_levels_ck" CHECK ("projects"."verify_type" in (0, 1) and "projects"."person_type" in (0, 1, 2) and "projects"."person_level" between 0 and 4 and "projects"."difficulty" between 1 and 3),
	CONSTRAINT "projects_src_ck" CHECK ("projects"."project_type" = 'bugbounty' or ("projects"."reward_pool_fen" = 0 and "projects"."tester_cap" is null and not "projects"."vpn" and not "projects"."bug_audit")),
	CONSTRAINT "projects_reject_ck" CHECK ("projects"."state" <> 'failed' or "projects"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "private_files" DROP CONSTRAINT "private_files_type_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "person_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "state_transitions" ADD COLUMN "job" text;--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_drafts" ADD CONSTRAINT "project_drafts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_enrolments" ADD CONSTRAINT "project_enrolments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_enrolments" ADD CONSTRAINT "project_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_enrolments" ADD CONSTRAINT "project_enrolments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_hole_levels" ADD CONSTRAINT "project_hole_levels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_author_file_ref_private_files_id_fk" FOREIGN KEY ("author_file_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_drafts_public_id_uq" ON "project_drafts" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "project_drafts_company_idx" ON "project_drafts" USING btree ("company_id","saved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_enrolments_public_id_uq" ON "project_enrolments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_enrolments_project_user_uq" ON "project_enrolments" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "project_enrolments_project_idx" ON "project_enrolments" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_enrolments_project_state_idx" ON "project_enrolments" USING btree ("project_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_enrolments_user_idx" ON "project_enrolments" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_enrolments_user_live_idx" ON "project_enrolments" USING btree ("user_id","project_id") WHERE state in ('apply', 'normal');--> statement-breakpoint
CREATE UNIQUE INDEX "project_hole_levels_weight_uq" ON "project_hole_levels" USING btree ("project_id","weight");--> statement-breakpoint
CREATE UNIQUE INDEX "project_hole_levels_code_uq" ON "project_hole_levels" USING btree ("project_id","hole_code");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_public_id_uq" ON "projects" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "projects_hall_latest_idx" ON "projects" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_bonus_idx" ON "projects" USING btree ("reward_pool_fen" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_state_latest_idx" ON "projects" USING btree ("state","approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_state_bonus_idx" ON "projects" USING btree ("state","reward_pool_fen" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_type_latest_idx" ON "projects" USING btree ("project_type","sub_type","approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_state_submitted_idx" ON "projects" USING btree ("state","submitted_at","id");--> statement-breakpoint
CREATE INDEX "projects_due_start_idx" ON "projects" USING btree ("start_at") WHERE state in ('audited', 'apply');--> statement-breakpoint
CREATE INDEX "projects_due_end_idx" ON "projects" USING btree ("end_at") WHERE state in ('audited', 'apply', 'doing');--> statement-breakpoint
CREATE INDEX "projects_settlement_idx" ON "projects" USING btree ("id") WHERE state = 'settlement';--> statement-breakpoint
ALTER TABLE "private_files" ADD CONSTRAINT "private_files_type_ck" CHECK ("private_files"."content_type" in ('image/jpeg', 'image/png', 'application/pdf'));