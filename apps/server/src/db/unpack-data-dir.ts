import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const RECORD = 512;

/** A NUL-terminated text field of a tar header. */
function field(header: Buffer, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? length : end).toString('utf8');
}

/**
 * Writes the embedded database snapshot the build made (`dist/pglite-initial.tar.gz`, a tar from
 * PGlite's `dumpDataDir`, gzipped or not) into `dir` with Node's own file calls. PGlite's
 * `loadDataDir` writes the same 1,300 files through its emulated file system, one path lookup
 * after another: measured at about three times the whole unpack here. The files go to a
 * sibling folder renamed into place at the end, so a start interrupted half-way leaves no
 * half cluster that a restart would take for a database.
 */
export function unpackDataDir(snapshot: Buffer, dir: string): void {
  const tar = snapshot[0] === 0x1f && snapshot[1] === 0x8b ? gunzipSync(snapshot) : snapshot;
  const target = path.resolve(dir);
  const partial = `${target}.unpacking`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  for (let offset = 0; offset + RECORD <= tar.length; ) {
    const header = tar.subarray(offset, offset + RECORD);
    const name = field(header, 0, 100);
    if (name === '') break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const data = offset + RECORD;
    offset = data + Math.ceil(size / RECORD) * RECORD;
    const file = path.resolve(partial, `.${path.posix.sep}${name}`);
    // Our own build's file, but a name may never lead outside the folder.
    if (file !== partial && !file.startsWith(`${partial}${path.sep}`)) throw new Error(`database snapshot: ${name} lies outside the data folder`);
    if (type === '5') fs.mkdirSync(file, { recursive: true });
    else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, tar.subarray(data, data + size));
    }
  }
  fs.renameSync(partial, target);
}
