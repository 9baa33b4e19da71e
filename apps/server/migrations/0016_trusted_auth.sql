CREATE TABLE "payment_authentications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"code" text NOT NULL,
	"url" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_authentications_state_ck" CHECK ("payment_authentications"."state" in ('waiting', 'scanned', 'done', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "trusted_auth_proof_files" (
	"auth_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file_ref" text NOT NULL,
	CONSTRAINT "trusted_auth_proof_files_auth_id_position_pk" PRIMARY KEY("auth_id","position"),
	CONSTRAINT "trusted_auth_proof_files_position_ck" CHECK ("trusted_auth_proof_files"."position" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "trusted_auth_signatures" (
	"auth_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"signature_ref" text NOT NULL,
	"document_ref" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_auth_signatures_auth_id_type_pk" PRIMARY KEY("auth_id","type"),
	CONSTRAINT "trusted_auth_signatures_type_ck" CHECK ("trusted_auth_signatures"."type" in (2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "trusted_authentications" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"certification_id" integer NOT NULL,
	"recommend_name" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"fields" integer[] NOT NULL,
	"achievements" jsonb NOT NULL,
	"ability_html" text NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "trusted_authentications_state_ck" CHECK ("trusted_authentications"."state" in ('signing', 'pending', 'approved', 'rejected')),
	CONSTRAINT "trusted_authentications_reason_ck" CHECK (("trusted_authentications"."state" = 'rejected') = ("trusted_authentications"."reject_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_authentications" ADD CONSTRAINT "payment_authentications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_auth_proof_files" ADD CONSTRAINT "trusted_auth_proof_files_auth_id_trusted_authentications_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."trusted_authentications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_auth_proof_files" ADD CONSTRAINT "trusted_auth_proof_files_file_ref_private_files_id_fk" FOREIGN KEY ("file_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_auth_signatures" ADD CONSTRAINT "trusted_auth_signatures_auth_id_trusted_authentications_id_fk" FOREIGN KEY ("auth_id") REFERENCES "public"."trusted_authentications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_auth_signatures" ADD CONSTRAINT "trusted_auth_signatures_signature_ref_private_files_id_fk" FOREIGN KEY ("signature_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_auth_signatures" ADD CONSTRAINT "trusted_auth_signatures_document_ref_private_files_id_fk" FOREIGN KEY ("document_ref") REFERENCES "public"."private_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_authentications" ADD CONSTRAINT "trusted_authentications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_authentications" ADD CONSTRAINT "trusted_authentications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_authentications" ADD CONSTRAINT "trusted_authentications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_authentications_code_uq" ON "payment_authentications" USING btree ("provider","code");--> statement-breakpoint
CREATE INDEX "payment_authentications_user_idx" ON "payment_authentications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_authentications_one_done_uq" ON "payment_authentications" USING btree ("user_id") WHERE "payment_authentications"."state" = 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_authentications_public_id_uq" ON "trusted_authentications" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_authentications_one_open_uq" ON "trusted_authentications" USING btree ("user_id") WHERE "trusted_authentications"."state" in ('signing', 'pending');--> statement-breakpoint
CREATE INDEX "trusted_authentications_user_idx" ON "trusted_authentications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trusted_authentications_queue_idx" ON "trusted_authentications" USING btree ("state","submitted_at");