/** Width and height of a PNG or JPEG read from its bytes, or null when they cannot be found. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the IHDR chunk comes first, width and height at bytes 16 and 20.
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[12] === 0x49 && bytes[13] === 0x48) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  // JPEG: walk the segments to the first start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      }
      at += 2 + length;
    }
  }
  return null;
}

/**
 * Smallest ID card photo a person can read the card from: 300 px on the long side and
 * 200 px on the short side, either orientation (a 4 × 4 placeholder is refused).
 */
export const ID_PHOTO_MIN_PIXELS = { long: 300, short: 200 } as const;

export function isReadableIdPhoto(bytes: Uint8Array): boolean {
  const size = imageDimensions(bytes);
  if (!size) return false;
  return Math.max(size.width, size.height) >= ID_PHOTO_MIN_PIXELS.long && Math.min(size.width, size.height) >= ID_PHOTO_MIN_PIXELS.short;
}
