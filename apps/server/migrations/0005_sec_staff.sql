CREATE TABLE "staff_permissions" (
	"user_id" integer NOT NULL,
	"permission" text NOT NULL,
	"granted_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission"),
	CONSTRAINT "staff_permissions_permission_ck" CHECK ("staff_permissions"."permission" in ('certificationReview', 'projectAudit', 'triage', 'arbitration', 'finance', 'content', 'userAdministration', 'revealPersonalNumbers', 'staffAdministration'))
);
--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "id_card_hash" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "bank_card_hash" text;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_public_id_uq" ON "certifications" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "certifications_id_card_hash_idx" ON "certifications" USING btree ("id_card_hash");--> statement-breakpoint
CREATE INDEX "certifications_bank_card_hash_idx" ON "certifications" USING btree ("bank_card_hash");--> statement-breakpoint
-- Staff accounts that existed before permissions keep everything they could do.
INSERT INTO "staff_permissions" ("user_id", "permission") SELECT "users"."id", p.permission FROM "users" CROSS JOIN unnest(ARRAY['certificationReview', 'projectAudit', 'triage', 'arbitration', 'finance', 'content', 'userAdministration', 'revealPersonalNumbers', 'staffAdministration']) AS p(permission) WHERE "users"."role" = 'staff';
