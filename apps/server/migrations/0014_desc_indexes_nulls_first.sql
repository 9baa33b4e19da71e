DROP INDEX "announcements_list_idx";--> statement-breakpoint
DROP INDEX "announcements_type_list_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "outbox_recipient_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
DROP INDEX "audit_log_staff_idx";--> statement-breakpoint
DROP INDEX "project_drafts_company_idx";--> statement-breakpoint
DROP INDEX "project_enrolments_project_idx";--> statement-breakpoint
DROP INDEX "project_enrolments_project_state_idx";--> statement-breakpoint
DROP INDEX "project_enrolments_user_idx";--> statement-breakpoint
DROP INDEX "projects_hall_latest_idx";--> statement-breakpoint
DROP INDEX "projects_hall_bonus_idx";--> statement-breakpoint
DROP INDEX "projects_hall_state_latest_idx";--> statement-breakpoint
DROP INDEX "projects_hall_state_bonus_idx";--> statement-breakpoint
DROP INDEX "projects_hall_type_latest_idx";--> statement-breakpoint
DROP INDEX "projects_company_idx";--> statement-breakpoint
DROP INDEX "bugs_company_idx";--> statement-breakpoint
DROP INDEX "bugs_company_state_idx";--> statement-breakpoint
DROP INDEX "bugs_project_idx";--> statement-breakpoint
DROP INDEX "bugs_project_state_idx";--> statement-breakpoint
DROP INDEX "bugs_reporter_idx";--> statement-breakpoint
DROP INDEX "bugs_reporter_state_idx";--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("published","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "announcements_type_list_idx" ON "announcements" USING btree ("type","published","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_drafts_company_idx" ON "project_drafts" USING btree ("company_id","saved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_enrolments_project_idx" ON "project_enrolments" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_enrolments_project_state_idx" ON "project_enrolments" USING btree ("project_id","state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_enrolments_user_idx" ON "project_enrolments" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_hall_latest_idx" ON "projects" USING btree ("approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_bonus_idx" ON "projects" USING btree ("reward_pool_fen" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_state_latest_idx" ON "projects" USING btree ("state","approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_state_bonus_idx" ON "projects" USING btree ("state","reward_pool_fen" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_hall_type_latest_idx" ON "projects" USING btree ("project_type","sub_type","approved_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE state in ('audited', 'apply', 'doing', 'settlement', 'stop');--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bugs_company_idx" ON "bugs" USING btree ("company_id","id" DESC NULLS FIRST) WHERE state not in ('verifying', 'repeat', 'ignore', 'refuse');--> statement-breakpoint
CREATE INDEX "bugs_company_state_idx" ON "bugs" USING btree ("company_id","state","id" DESC NULLS FIRST) WHERE state not in ('verifying', 'repeat', 'ignore', 'refuse');--> statement-breakpoint
CREATE INDEX "bugs_project_idx" ON "bugs" USING btree ("project_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bugs_project_state_idx" ON "bugs" USING btree ("project_id","state","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bugs_reporter_idx" ON "bugs" USING btree ("reporter_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "bugs_reporter_state_idx" ON "bugs" USING btree ("reporter_id","state","id" DESC NULLS FIRST);