import { encodePng } from '../files/png-image';

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

/** A demo document of `width` × `height` pixels in `accent`, large enough for the ID-photo rule (300 × 200). */
export function demoDocumentPng(accent: Rgb, width = 600, height = 380): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  // A row of a rectangle at a time (Buffer.fill repeats the 3-byte colour): pixel by pixel, the
  // seven demo documents took about a second of the first start's CPU.
  const paint = (x0: number, y0: number, w: number, h: number, color: Rgb) => {
    const left = Math.max(0, x0);
    const right = Math.min(width, x0 + w);
    if (right <= left) return;
    const rgb = Buffer.from(color);
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) pixels.fill(rgb, (y * width + left) * 3, (y * width + right) * 3);
  };
  paint(0, 0, width, height, [244, 246, 250]);
  paint(0, 0, width, 64, accent);
  paint(32, 96, 150, 190, [214, 220, 230]);
  for (const row of [0, 1, 2]) paint(214, 110 + row * 40, 330 - row * 60, 14, [190, 198, 210]);
  const scale = 12;
  'DEMO'.split('').forEach((letter, i) => {
    GLYPHS[letter]!.forEach((line, y) => {
      [...line].forEach((bit, x) => bit === '1' && paint(214 + i * 6 * scale + x * scale, 236 + y * scale, scale, scale, accent));
    });
  });
  return encodePng(width, height, pixels);
}
