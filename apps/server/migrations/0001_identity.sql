CREATE TABLE "dev_captcha_answers" (
	"token" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"client_ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"email" text,
	"nickname" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"usertype" text,
	"status" text DEFAULT 'imperfect' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"birthday" date,
	"logo" text,
	"first_login_seen_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_ck" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('user', 'staff')),
	CONSTRAINT "users_usertype_ck" CHECK ("users"."usertype" in ('hacker', 'company', 'supplier'))
);
--> statement-breakpoint
CREATE TABLE "transport_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tickets" ADD CONSTRAINT "password_reset_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_captcha_answers_expires_idx" ON "dev_captcha_answers" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tickets_user_uq" ON "password_reset_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tickets_expires_idx" ON "password_reset_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_tickets_phone_uq" ON "registration_tickets" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "registration_tickets_expires_idx" ON "registration_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");