import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, MIGRATIONS_DIR } from './client';
import { unpackDataDir } from './unpack-data-dir';
import { TEST_DB_KIND } from '../../test/helper';

const folders: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-unpack-'));
  folders.push(dir);
  return dir;
}
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A tar record of one file: the fields the unpacker reads (name, octal size, type) and the data. */
function tarEntry(name: string, body: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  header.write('0', 156, 'ascii');
  const data = Buffer.alloc(Math.ceil(Buffer.byteLength(body) / 512) * 512);
  data.write(body, 0, 'utf8');
  return Buffer.concat([header, data]);
}

// The migrated snapshot of the test run exists only for the embedded database (test/global-setup.ts).
describe.skipIf(TEST_DB_KIND !== 'pglite')('the first start unpacks the build\'s migrated embedded database (issue 7 §3)', () => {
  it('writes a data folder that PGlite opens with every migration applied', async () => {
    const snapshot = gzipSync(fs.readFileSync(inject('pgliteSnapshot')));
    const dir = path.join(tempDir(), 'pglite');
    unpackDataDir(snapshot, dir);
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    const database = await openDatabase({ pgliteDir: dir });
    try {
      const [row] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
      const migrations = fs.readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
      expect(row!.n).toBe(migrations.length);
    } finally {
      await database.close();
    }
  });
});

describe('unpacking a snapshot', () => {
  it('refuses a name that leads outside the folder and leaves no folder behind', () => {
    const dir = path.join(tempDir(), 'pglite');
    const tar = Buffer.concat([tarEntry('/PG_VERSION', '17\n'), tarEntry('/../escaped', 'x'), Buffer.alloc(1024)]);
    expect(() => unpackDataDir(tar, dir)).toThrow(/outside the data folder/);
    expect(fs.existsSync(dir)).toBe(false);
    expect(fs.existsSync(path.join(path.dirname(dir), 'escaped'))).toBe(false);
  });

  it('puts the folder in place only once every file is written', () => {
    const dir = path.join(tempDir(), 'pglite');
    unpackDataDir(Buffer.concat([tarEntry('/base/1/112', 'page'), tarEntry('/PG_VERSION', '17\n'), Buffer.alloc(1024)]), dir);
    expect(fs.readFileSync(path.join(dir, 'base/1/112'), 'utf8')).toBe('page');
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });
});
