/** File types the platform accepts, told apart by content (magic numbers), never by name. */
export const SNIFFED_FILE_TYPES = ['jpeg', 'png', 'pdf'] as const;
export type SniffedFileType = (typeof SNIFFED_FILE_TYPES)[number];

export const FILE_TYPE_MIME: Readonly<Record<SniffedFileType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export const FILE_TYPE_EXTENSIONS: Readonly<Record<SniffedFileType, readonly string[]>> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  pdf: ['.pdf'],
};

const SIGNATURES: readonly { type: SniffedFileType; bytes: readonly number[] }[] = [
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF readers tolerate junk before "%PDF-"; we do not, so a polyglot cannot pass as a PDF.
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type the first bytes of a file announce, or null for anything else. */
export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  for (const { type, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}

/** The lower-cased extension of a file name with its dot ('.png'), or '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}
