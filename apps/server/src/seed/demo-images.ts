import { crc32, deflateSync } from 'node:zlib';

/**
 * Pictures for the demo certification records: a card-shaped PNG with a header band, a
 * photo box and the word DEMO, so staff reviewing a demo record see a document that is
 * plainly not a real one. Drawn here (RGB, no library): only the seed uses it.
 */
type Rgb = readonly [number, number, number];

/** DEMO in a 5 × 7 pixel font, one string per row. */
const GLYPHS: Record<string, readonly string[]> = {
  D: ['1110 ', '1  1 ', '1   1', '1   1', '1   1', '1  1 ', '1110 '],
  E: ['11111', '1    ', '1    ', '1111 ', '1    ', '1    ', '11111'],
  M: ['1   1', '11 11', '1 1 1', '1 1 1', '1   1', '1   1', '1   1'],
  O: [' 111 ', '1   1', '1   1', '1   1', '1   1', '1   1', ' 111 '],
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A demo document of `width` × `height` pixels in `accent`, large enough for the ID-photo rule (300 × 200). */
export function demoDocumentPng(accent: Rgb, width = 600, height = 380): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const paint = (x0: number, y0: number, w: number, h: number, color: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) pixels.set(color, (y * width + x) * 3);
    }
  };
  paint(0, 0, width, height, [244, 246, 250]);
  paint(0, 0, width, 64, accent);
  paint(32, 96, 150, 190, [214, 220, 230]);
  for (const [i, row] of [0, 1, 2].entries()) paint(214, 110 + row * 40, 330 - i * 60, 14, [190, 198, 210]);
  const scale = 12;
  'DEMO'.split('').forEach((letter, i) => {
    GLYPHS[letter]!.forEach((line, y) => {
      [...line].forEach((bit, x) => bit === '1' && paint(214 + i * 6 * scale + x * scale, 210 + y * scale, scale, scale, accent));
    });
  });
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), pixels.subarray(y * width * 3, (y + 1) * width * 3)]));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
