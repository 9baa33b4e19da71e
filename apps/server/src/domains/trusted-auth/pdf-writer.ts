import { deflateSync } from 'node:zlib';

/**
 * A small PDF writer for the documents the server signs (pledges): text in Helvetica for
 * ASCII and in the PDF reader's own Chinese font for everything else (STSong-Light with the
 * UniGB-UCS2-H encoding, one of the CJK fonts every PDF reader supplies, so no font of ours
 * is embedded), wrapped to a width, and one raster image. Enough for a page of prose and a
 * signature; nothing here runs, links or loads anything.
 */

/** Helvetica's advance widths (1/1000 em) of ASCII 32–126, from its AFM. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611,
  778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556,
  556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const isAscii = (ch: string) => ch >= ' ' && ch <= '~';
/** Width of one character in 1/1000 em: Helvetica's for ASCII, a full em for Chinese. */
const charWidth = (ch: string) => (isAscii(ch) ? HELVETICA[ch.charCodeAt(0) - 32]! : 1000);

export function textWidth(text: string, size: number): number {
  let sum = 0;
  for (const ch of text) sum += charWidth(ch);
  return (sum * size) / 1000;
}

/** Splits a paragraph into lines no wider than `width`: between words for ASCII, between any two characters otherwise. */
export function wrapText(text: string, size: number, width: number): string[] {
  const tokens = text.match(/[!-~]+|\s+|[^\s!-~]/gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + (/^\s+$/.test(token) ? ' ' : token);
    if (textWidth(candidate.trimEnd(), size) <= width || line.trim() === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trimEnd());
    line = /^\s+$/.test(token) ? '' : token;
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}

/** One text-showing run in the right font: `(Hello) Tj` in Helvetica, `<4E2D> Tj` in the Chinese font. */
function showText(text: string, size: number): string {
  let out = '';
  for (const run of text.match(/[ -~]+|[^ -~]+/gu) ?? []) {
    if (isAscii(run[0]!)) {
      out += `/F1 ${size} Tf (${run.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj `;
    } else {
      const hex = [...run].map((ch) => (ch.codePointAt(0)! > 0xffff ? 'FF1F' : ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'))).join('');
      out += `/F2 ${size} Tf <${hex}> Tj `;
    }
  }
  return out;
}

export type PdfLine = { text: string; size: number; x: number; y: number };
export type PdfImage = { rgb: Buffer; width: number; height: number; x: number; y: number; drawWidth: number; drawHeight: number };
export type PdfPage = { lines: PdfLine[]; image?: PdfImage };

/** A4 in points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;

/** Writes the pages as a PDF file (uncompressed text, Flate-compressed image), with a title in its information dictionary. */
export function writePdf(pages: PdfPage[], info: { title: string; createdAt: Date }): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const stream = (dict: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);

  const catalog = add('');
  const pagesRef = add('');
  const helvetica = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const descriptor = add('<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>');
  const cidFont = add(`<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${descriptor} 0 R /DW 1000 >>`);
  const chinese = add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`);

  const pageRefs = pages.map((page) => {
    let content = page.lines.map((l) => `BT 1 0 0 1 ${l.x.toFixed(2)} ${l.y.toFixed(2)} Tm ${showText(l.text, l.size)}ET`).join('\n');
    let xobjects = '';
    if (page.image) {
      const { rgb, width, height, x, y, drawWidth, drawHeight } = page.image;
      const image = add(stream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, deflateSync(rgb)));
      xobjects = ` /XObject << /Im1 ${image} 0 R >>`;
      content += `\nq ${drawWidth.toFixed(2)} 0 0 ${drawHeight.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)} cm /Im1 Do Q`;
    }
    const contents = add(stream('', Buffer.from(content, 'latin1')));
    return add(
      `<< /Type /Page /Parent ${pagesRef} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${helvetica} 0 R /F2 ${chinese} 0 R >>${xobjects} >> /Contents ${contents} 0 R >>`,
    );
  });
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesRef} 0 R >>`, 'latin1');
  objects[pagesRef - 1] = Buffer.from(`<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`, 'latin1');
  const titleHex = [...info.title].map((ch) => (ch.codePointAt(0)! > 0xffff ? 'FFFD' : ch.codePointAt(0)!.toString(16).padStart(4, '0'))).join('');
  const stamp = info.createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const infoRef = add(`<< /Title <FEFF${titleHex}> /Producer (Wardline) /CreationDate (D:${stamp}Z) >>`);

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(object);
    offset += object.length;
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
  chunks.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoRef} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
