CREATE TABLE "known_devices" (
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_seen_idx" ON "known_devices" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_public_id_uq" ON "users" USING btree ("public_id");--> statement-breakpoint
-- Console actions on users named them by serial id: name them by the new public id, as new entries do.
UPDATE "audit_log" l SET
  "target_id" = u."public_id",
  "before" = CASE WHEN jsonb_typeof(l."before") = 'object' AND l."before" ? 'id' THEN jsonb_set(l."before", '{id}', to_jsonb(u."public_id")) ELSE l."before" END,
  "after" = CASE WHEN jsonb_typeof(l."after") = 'object' AND l."after" ? 'id' THEN jsonb_set(l."after", '{id}', to_jsonb(u."public_id")) ELSE l."after" END
FROM "users" u
WHERE l."target_type" = 'user' AND l."target_id" ~ '^[0-9]+$' AND l."target_id" = u."id"::text;
