import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from './client';

const MIGRATION = '0007_public_ids_certification_updates';

/** The migrations folder as it was before `MIGRATION`: its files and its journal cut there. */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  const entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

type Row = Record<string, unknown>;

/**
 * Issue 12 item 3: rows that reached URLs by serial id get public ids, and whatever already
 * carried a serial id outside its table (message-centre links, queued announcement events
 * and broadcasts, audit entries and their snapshots) carries the public one afterwards.
 */
describe('the public-id migration on a database with data', () => {
  let client: PGlite;
  let before: string;
  const query = async (sql: string) => (await client.query<Row>(sql)).rows;

  beforeAll(async () => {
    before = foldersBefore(MIGRATION);
    client = new PGlite();
    await migrate(drizzle({ client }), { migrationsFolder: before });
    await client.exec(`
      INSERT INTO users (id, phone, nickname, status) VALUES (1, '13800000001', 'Staff', 'certification');
      INSERT INTO announcements (id, type, title_zh, title_en) VALUES (22, 2, '维护通知', 'Maintenance');
      INSERT INTO carousel_items (id, image_path) VALUES (5, '/images/carousel/1.svg');
      INSERT INTO messages (public_id, user_id, template, params, url, created_at) VALUES ('m1', 1, 'announcement.published', '{}', '/announcement/detail/22', now());
      INSERT INTO events (id, type, subject_type, subject_id, payload, occurred_at) VALUES (9, 'announcement.published', 'announcement', '22', '{"announcementId": 22, "title": {"zh": "维护通知", "en": "Maintenance"}}', now());
      INSERT INTO jobs (name, payload, run_at, created_at) VALUES ('notifications.broadcast', '{"eventId": 9, "url": "/announcement/detail/22", "afterUserId": 0}', now(), now());
      INSERT INTO audit_log (staff_id, action, target_type, target_id, before, after) VALUES
        (1, 'announcement.update', 'announcement', '22', '{"id": 22, "published": false}', '{"id": 22, "published": true}'),
        (1, 'carousel.delete', 'carousel', '7', '{"id": 7}', NULL),
        (1, 'carousel.update', 'carousel', '7', '{"id": 7}', '{"id": 7}'),
        (1, 'setting.update', 'setting', 'contact', '{}', '{}');
    `);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('gives every existing row a public id of its own', async () => {
    const [announcement] = await query('SELECT public_id FROM announcements WHERE id = 22');
    const [carousel] = await query('SELECT public_id FROM carousel_items WHERE id = 5');
    expect(announcement!.public_id).toMatch(/^[0-9a-f]{32}$/);
    expect(carousel!.public_id).toMatch(/^[0-9a-f]{32}$/);
    const audit = await query('SELECT DISTINCT public_id FROM audit_log');
    expect(audit).toHaveLength(4);
  });

  it('moves message links, queued events and broadcasts to the public id, so the serial one leads nowhere', async () => {
    const [{ public_id: id }] = (await query('SELECT public_id FROM announcements WHERE id = 22')) as [{ public_id: string }];
    expect(await query("SELECT url FROM messages WHERE public_id = 'm1'")).toEqual([{ url: `/announcement/detail/${id}` }]);
    expect((await query('SELECT payload FROM events WHERE id = 9'))[0]!.payload).toMatchObject({ announcementId: id });
    expect((await query("SELECT payload FROM jobs WHERE name = 'notifications.broadcast'"))[0]!.payload).toMatchObject({ url: `/announcement/detail/${id}` });
  });

  it('names audit targets and snapshots by public id, one stable id per target even when the row is gone', async () => {
    const [{ public_id: id }] = (await query('SELECT public_id FROM announcements WHERE id = 22')) as [{ public_id: string }];
    expect(await query("SELECT target_id, before, after FROM audit_log WHERE target_type = 'announcement'")).toEqual([
      { target_id: id, before: { id, published: false }, after: { id, published: true } },
    ]);
    const gone = await query("SELECT target_id, before FROM audit_log WHERE target_type = 'carousel'");
    expect(new Set(gone.map((r) => r.target_id)).size).toBe(1);
    expect(gone[0]!.target_id).toMatch(/^[0-9a-f]{32}$/);
    expect(gone.every((r) => (r.before as { id: string }).id === gone[0]!.target_id)).toBe(true);
    expect(await query("SELECT target_id FROM audit_log WHERE target_type = 'setting'")).toEqual([{ target_id: 'contact' }]);
  });
});
