import { createCanvas, Image } from '@napi-rs/canvas';
import { imageDimensions, SIGN_PICTURE_PREFIX, sniffFileType } from '@wardline/contract';
import { AppError } from '../../http/app-error';

/** A drawn signature: at least a small mark, at most a wide pad at a phone's pixel ratio. */
const LIMITS = { minWidth: 60, minHeight: 30, maxWidth: 3000, maxHeight: 1500, minInkPixels: 40 } as const;

export type Signature = {
  /** The signature re-drawn by us as a PNG (transparent background): what is stored and shown. */
  png: Buffer;
  width: number;
  height: number;
  /** The same on white, 3 bytes a pixel row by row: what the signed PDF embeds. */
  rgbOnWhite: Buffer;
};

const refuse = (rule: 'trustedAuth.signPicture.invalid' | 'trustedAuth.signPicture.required') => new AppError('validationFailed', [{ field: 'signPicture', rule }]);

/**
 * Reads the signature pad's PNG data URL: a PNG by its bytes, of sane dimensions (checked
 * before decoding, so no decompression bomb is unpacked), with some ink on it (an empty pad
 * is "please sign first"). The image is decoded and drawn again, so what is stored carries
 * nothing of the client's file but its pixels.
 */
export function readSignature(dataUrl: string): Signature {
  const bytes = Buffer.from(dataUrl.slice(SIGN_PICTURE_PREFIX.length), 'base64');
  if (sniffFileType(bytes) !== 'png') throw refuse('trustedAuth.signPicture.invalid');
  const size = imageDimensions(bytes);
  if (!size || size.width < LIMITS.minWidth || size.height < LIMITS.minHeight || size.width > LIMITS.maxWidth || size.height > LIMITS.maxHeight) {
    throw refuse('trustedAuth.signPicture.invalid');
  }
  const image = new Image();
  image.src = bytes;
  if (image.width !== size.width || image.height !== size.height) throw refuse('trustedAuth.signPicture.invalid');

  const { width, height } = size;
  const clear = createCanvas(width, height);
  const context = clear.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, width, height).data;
  let ink = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > 32) ink += 1;
  if (ink < LIMITS.minInkPixels) throw refuse('trustedAuth.signPicture.required');

  const white = createCanvas(width, height);
  const onWhite = white.getContext('2d');
  onWhite.fillStyle = '#ffffff';
  onWhite.fillRect(0, 0, width, height);
  onWhite.drawImage(image, 0, 0);
  const flat = onWhite.getImageData(0, 0, width, height).data;
  const rgbOnWhite = Buffer.alloc(width * height * 3);
  for (let p = 0, q = 0; p < flat.length; p += 4, q += 3) {
    rgbOnWhite[q] = flat[p]!;
    rgbOnWhite[q + 1] = flat[p + 1]!;
    rgbOnWhite[q + 2] = flat[p + 2]!;
  }
  return { png: clear.toBuffer('image/png'), width, height, rgbOnWhite };
}
