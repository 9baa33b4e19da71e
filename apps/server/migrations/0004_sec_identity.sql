ALTER TABLE "third_party_bind_tickets" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;