import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width` × `height` RGB pixels (3 bytes each, row by row), for the pictures the
 * server draws itself (demo documents) and the tests' uploads. `extra` chunks go before
 * the end (a tEXt chunk to reach a byte size).
 */
export function encodePng(width: number, height: number, rgb: Buffer, extra: { type: string; data: Buffer }[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), rgb.subarray(y * width * 3, (y + 1) * width * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    ...extra.map((c) => chunk(c.type, c.data)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bytes one chunk of `dataLength` bytes adds to a PNG (length, type, data, CRC). */
export const pngChunkSize = (dataLength: number) => 12 + dataLength;
