CREATE TABLE "bank_card_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"certification_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_card_changes_year_ck" CHECK ("bank_card_changes"."year" between 2000 and 9999)
);
--> statement-breakpoint
CREATE TABLE "person_infos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"team" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_card_changes" ADD CONSTRAINT "bank_card_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_card_changes" ADD CONSTRAINT "bank_card_changes_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_infos" ADD CONSTRAINT "person_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_changes_user_year_uq" ON "bank_card_changes" USING btree ("user_id","year");--> statement-breakpoint
CREATE INDEX "bank_card_changes_user_idx" ON "bank_card_changes" USING btree ("user_id","changed_at" DESC NULLS FIRST);