CREATE TABLE "third_party_bind_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completion_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"blog" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"business_license_ref" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text,
	"nonce" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "private_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_files_type_ck" CHECK ("private_files"."content_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "public_files" (
	"name" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_files_type_ck" CHECK ("public_files"."content_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"real_name" text,
	"id_card_cipher" text,
	"id_card_masked" text,
	"bank_card_cipher" text,
	"bank_card_masked" text,
	"bank_phone_cipher" text,
	"bank_phone_masked" text,
	"openbank" text,
	"bank_name" text,
	"id_card_front_ref" text,
	"id_card_back_ref" text,
	"company_name" text,
	"company_logo" text,
	"credit_code" text,
	"business_license_ref" text,
	"company_authorization_ref" text,
	"company_type" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "certifications_kind_ck" CHECK ("certifications"."kind" in ('hacker', 'company', 'supplier')),
	CONSTRAINT "certifications_state_ck" CHECK ("certifications"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "certifications_reason_ck" CHECK (("certifications"."state" = 'rejected') = ("certifications"."reject_reason" is not null)),
	CONSTRAINT "certifications_fields_ck" CHECK (case "certifications"."kind"
        when 'hacker' then "certifications"."real_name" is not null and "certifications"."id_card_cipher" is not null and "certifications"."bank_card_cipher" is not null and "certifications"."bank_phone_cipher" is not null and "certifications"."id_card_front_ref" is not null and "certifications"."id_card_back_ref" is not null
        when 'company' then "certifications"."company_name" is not null and "certifications"."company_logo" is not null and "certifications"."credit_code" is not null and "certifications"."business_license_ref" is not null and "certifications"."company_authorization_ref" is not null
        else "certifications"."company_name" is not null and "certifications"."credit_code" is not null and "certifications"."business_license_ref" is not null and "certifications"."openbank" is not null and "certifications"."bank_name" is not null
      end)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_nickname" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_disablements" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"previous_status" text NOT NULL,
	"reason" text NOT NULL,
	"disabled_by" integer,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_totp" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret_ciphertext" text,
	"pending_ciphertext" text,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"failures_reset_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "totp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "completion_profiles" ADD CONSTRAINT "completion_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_files" ADD CONSTRAINT "private_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_files" ADD CONSTRAINT "public_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_id_card_front_ref_private_files_id_fk" FOREIGN KEY ("id_card_front_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_id_card_back_ref_private_files_id_fk" FOREIGN KEY ("id_card_back_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_business_license_ref_private_files_id_fk" FOREIGN KEY ("business_license_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_company_authorization_ref_private_files_id_fk" FOREIGN KEY ("company_authorization_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disablements" ADD CONSTRAINT "user_disablements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disablements" ADD CONSTRAINT "user_disablements_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_totp" ADD CONSTRAINT "staff_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp_challenges" ADD CONSTRAINT "totp_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "third_party_bind_tickets_expires_idx" ON "third_party_bind_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_subject_uq" ON "user_identities" USING btree ("provider","issuer","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_provider_uq" ON "user_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "public_files_owner_idx" ON "public_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certifications_one_pending_uq" ON "certifications" USING btree ("user_id") WHERE "certifications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "certifications_user_idx" ON "certifications" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "certifications_queue_idx" ON "certifications" USING btree ("state","kind","submitted_at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "totp_challenges_user_idx" ON "totp_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "totp_challenges_expires_idx" ON "totp_challenges" USING btree ("expires_at");