CREATE TABLE "bug_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"bug_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bug_comments_content_ck" CHECK (length(btrim("bug_comments"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "bug_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"digest" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bugs" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"hole_number" text NOT NULL,
	"project_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"state" text NOT NULL,
	"state_entered_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"self_grade" text NOT NULL,
	"judge_basis" text NOT NULL,
	"bug_type" text NOT NULL,
	"url" text NOT NULL,
	"description" text NOT NULL,
	"danger" text NOT NULL,
	"detail" text NOT NULL,
	"repair_suggestion" text NOT NULL,
	"cvss_vector" text,
	"cvss_score" real,
	"audit_grade" text,
	"confirm_grade" text,
	"end_grade" text,
	"grade_reason" text,
	"is_turn" smallint DEFAULT 0 NOT NULL,
	"duplicate_of_id" integer,
	"claimed_by" integer,
	"appeal_deadline" timestamp with time zone,
	"appeal_reason" text,
	"reward_fen" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"digest" text NOT NULL,
	"prev_digest" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bugs_state_ck" CHECK ("bugs"."state" in ('verifying', 'confirming', 'priceing', 'appeal', 'publicity', 'paying', 'paid', 'end', 'refuse', 'arbitrationing', 'restore', 'recheck', 'advancePayment', 'inPayment', 'paymentFailed', 'unpaid', 'pass', 'repeat', 'ignore')),
	CONSTRAINT "bugs_turn_ck" CHECK ("bugs"."is_turn" in (0, 1, 2)),
	CONSTRAINT "bugs_repeat_ck" CHECK ("bugs"."state" <> 'repeat' or "bugs"."duplicate_of_id" is not null),
	CONSTRAINT "bugs_reward_ck" CHECK ("bugs"."reward_fen" is null or "bugs"."reward_fen" >= 0)
);
--> statement-breakpoint
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bug_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_bug_digest" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "triage_sla_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "confirm_sla_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_comments" ADD CONSTRAINT "bug_comments_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "public"."bugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_comments" ADD CONSTRAINT "bug_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_versions" ADD CONSTRAINT "bug_versions_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "public"."bugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bugs" ADD CONSTRAINT "bugs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bugs" ADD CONSTRAINT "bugs_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bugs" ADD CONSTRAINT "bugs_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bugs" ADD CONSTRAINT "bugs_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bug_comments_public_id_uq" ON "bug_comments" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "bug_comments_bug_idx" ON "bug_comments" USING btree ("bug_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bug_versions_bug_version_uq" ON "bug_versions" USING btree ("bug_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "bugs_public_id_uq" ON "bugs" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bugs_hole_number_uq" ON "bugs" USING btree ("hole_number");--> statement-breakpoint
CREATE INDEX "bugs_company_idx" ON "bugs" USING btree ("company_id","id" DESC NULLS LAST) WHERE state not in ('verifying', 'repeat', 'ignore', 'refuse');--> statement-breakpoint
CREATE INDEX "bugs_company_state_idx" ON "bugs" USING btree ("company_id","state","id" DESC NULLS LAST) WHERE state not in ('verifying', 'repeat', 'ignore', 'refuse');--> statement-breakpoint
CREATE INDEX "bugs_project_idx" ON "bugs" USING btree ("project_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bugs_project_state_idx" ON "bugs" USING btree ("project_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bugs_reporter_idx" ON "bugs" USING btree ("reporter_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bugs_reporter_state_idx" ON "bugs" USING btree ("reporter_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bugs_reporter_project_idx" ON "bugs" USING btree ("reporter_id","project_id","created_at");--> statement-breakpoint
CREATE INDEX "bugs_queue_idx" ON "bugs" USING btree ("state","state_entered_at","id") WHERE state in ('verifying', 'confirming', 'arbitrationing');--> statement-breakpoint
CREATE INDEX "bugs_appeal_due_idx" ON "bugs" USING btree ("appeal_deadline") WHERE state = 'appeal';
