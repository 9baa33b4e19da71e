ALTER TABLE "announcements" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "entrance_tiles" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_services" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "public_id" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_replaces_id_certifications_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_public_id_uq" ON "announcements" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carousel_items_public_id_uq" ON "carousel_items" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entrance_tiles_public_id_uq" ON "entrance_tiles" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_public_id_uq" ON "contact_messages" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_services_public_id_uq" ON "contact_services" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_public_id_uq" ON "audit_log" USING btree ("public_id");--> statement-breakpoint
-- Backfill (hand-written): every row got its public id from the column default above. What
-- already carried a serial id outside the tables now carries the public one, so old links
-- by serial id answer 404 and nothing shows a serial id again: announcement links in the
-- message centre, announcement events and broadcasts not yet delivered, and the audit log
-- (targets and snapshot ids; a target deleted earlier gets a fresh random id, one per target).
UPDATE "messages" m SET "url" = '/announcement/detail/' || a."public_id" FROM "announcements" a WHERE m."url" = '/announcement/detail/' || a."id"::text;--> statement-breakpoint
UPDATE "events" e SET "payload" = jsonb_set(e."payload", '{announcementId}', to_jsonb(a."public_id")) FROM "announcements" a WHERE e."type" = 'announcement.published' AND e."payload"->>'announcementId' = a."id"::text;--> statement-breakpoint
UPDATE "jobs" j SET "payload" = jsonb_set(j."payload", '{url}', to_jsonb('/announcement/detail/' || a."public_id")) FROM "announcements" a WHERE j."name" = 'notifications.broadcast' AND j."payload"->>'url' = '/announcement/detail/' || a."id"::text;--> statement-breakpoint
UPDATE "audit_log" l SET
  "target_id" = m."public_id",
  "before" = CASE WHEN jsonb_typeof(l."before") = 'object' AND l."before" ? 'id' THEN jsonb_set(l."before", '{id}', to_jsonb(m."public_id")) ELSE l."before" END,
  "after" = CASE WHEN jsonb_typeof(l."after") = 'object' AND l."after" ? 'id' THEN jsonb_set(l."after", '{id}', to_jsonb(m."public_id")) ELSE l."after" END
FROM (
  SELECT DISTINCT ON (a."target_id") a."target_id", COALESCE(r."public_id", replace(gen_random_uuid()::text, '-', '')) AS "public_id"
  FROM "audit_log" a LEFT JOIN "announcements" r ON r."id"::text = a."target_id"
  WHERE a."target_type" = 'announcement' AND a."target_id" ~ '^[0-9]+$'
) m
WHERE l."target_type" = 'announcement' AND l."target_id" = m."target_id";--> statement-breakpoint
UPDATE "audit_log" l SET
  "target_id" = m."public_id",
  "before" = CASE WHEN jsonb_typeof(l."before") = 'object' AND l."before" ? 'id' THEN jsonb_set(l."before", '{id}', to_jsonb(m."public_id")) ELSE l."before" END,
  "after" = CASE WHEN jsonb_typeof(l."after") = 'object' AND l."after" ? 'id' THEN jsonb_set(l."after", '{id}', to_jsonb(m."public_id")) ELSE l."after" END
FROM (
  SELECT DISTINCT ON (a."target_id") a."target_id", COALESCE(r."public_id", replace(gen_random_uuid()::text, '-', '')) AS "public_id"
  FROM "audit_log" a LEFT JOIN "carousel_items" r ON r."id"::text = a."target_id"
  WHERE a."target_type" = 'carousel' AND a."target_id" ~ '^[0-9]+$'
) m
WHERE l."target_type" = 'carousel' AND l."target_id" = m."target_id";--> statement-breakpoint
UPDATE "audit_log" l SET
  "target_id" = m."public_id",
  "before" = CASE WHEN jsonb_typeof(l."before") = 'object' AND l."before" ? 'id' THEN jsonb_set(l."before", '{id}', to_jsonb(m."public_id")) ELSE l."before" END,
  "after" = CASE WHEN jsonb_typeof(l."after") = 'object' AND l."after" ? 'id' THEN jsonb_set(l."after", '{id}', to_jsonb(m."public_id")) ELSE l."after" END
FROM (
  SELECT DISTINCT ON (a."target_id") a."target_id", COALESCE(r."public_id", replace(gen_random_uuid()::text, '-', '')) AS "public_id"
  FROM "audit_log" a LEFT JOIN "entrance_tiles" r ON r."id"::text = a."target_id"
  WHERE a."target_type" = 'entrance' AND a."target_id" ~ '^[0-9]+$'
) m
WHERE l."target_type" = 'entrance' AND l."target_id" = m."target_id";--> statement-breakpoint
UPDATE "audit_log" l SET
  "target_id" = m."public_id",
  "before" = CASE WHEN jsonb_typeof(l."before") = 'object' AND l."before" ? 'id' THEN jsonb_set(l."before", '{id}', to_jsonb(m."public_id")) ELSE l."before" END,
  "after" = CASE WHEN jsonb_typeof(l."after") = 'object' AND l."after" ? 'id' THEN jsonb_set(l."after", '{id}', to_jsonb(m."public_id")) ELSE l."after" END
FROM (
  SELECT DISTINCT ON (a."target_id") a."target_id", COALESCE(r."public_id", replace(gen_random_uuid()::text, '-', '')) AS "public_id"
  FROM "audit_log" a LEFT JOIN "contact_services" r ON r."id"::text = a."target_id"
  WHERE a."target_type" = 'contactService' AND a."target_id" ~ '^[0-9]+$'
) m
WHERE l."target_type" = 'contactService' AND l."target_id" = m."target_id";--> statement-breakpoint
UPDATE "audit_log" l SET
  "target_id" = m."public_id",
  "before" = CASE WHEN jsonb_typeof(l."before") = 'object' AND l."before" ? 'id' THEN jsonb_set(l."before", '{id}', to_jsonb(m."public_id")) ELSE l."before" END,
  "after" = CASE WHEN jsonb_typeof(l."after") = 'object' AND l."after" ? 'id' THEN jsonb_set(l."after", '{id}', to_jsonb(m."public_id")) ELSE l."after" END
FROM (
  SELECT DISTINCT ON (a."target_id") a."target_id", COALESCE(r."public_id", replace(gen_random_uuid()::text, '-', '')) AS "public_id"
  FROM "audit_log" a LEFT JOIN "contact_messages" r ON r."id"::text = a."target_id"
  WHERE a."target_type" = 'contactMessage' AND a."target_id" ~ '^[0-9]+$'
) m
WHERE l."target_type" = 'contactMessage' AND l."target_id" = m."target_id";
