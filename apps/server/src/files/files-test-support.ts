import { encodePng, pngChunkSize } from './png-image';
import type { TestApp } from '../../test/helper';

/**
 * Test support for uploads: real images (a PNG drawn here, a small JPEG), multipart
 * bodies as a browser sends them, and helpers to upload through the API.
 */
const API = '/web/v1';

/** A real PNG of `size` × `size` pixels (RGB, one colour); `padTo` appends a text chunk to reach a byte size. */
export function pngImage(size = 4, padTo = 0): Buffer {
  const pixels = Buffer.alloc(size * size * 3, 0x5a);
  const plain = encodePng(size, size, pixels);
  const comment = Buffer.from('Comment\0');
  if (padTo <= plain.length + pngChunkSize(comment.length)) return plain;
  return encodePng(size, size, pixels, [{ type: 'tEXt', data: Buffer.concat([comment, Buffer.alloc(padTo - plain.length - pngChunkSize(comment.length), 0x61)]) }]);
}

/** A real baseline JPEG (16 × 16, 543 bytes; CPython's imghdr test image). */
export const JPEG_IMAGE = Buffer.from('/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQIDBAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolvw4KOp1KM6iCNvngZHwetf//Z', 'base64');

export type UploadPart = { field: string; fileName: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body and its content type, as a browser builds it. */
export function multipartBody(parts: UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----wardline${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST a multipart upload; answers status and envelope. */
export async function upload<T = string | Record<string, string>>(t: TestApp, url: string, token: string | null, parts: UploadPart[], locale: 'zh' | 'en' = 'zh') {
  const { payload, contentType } = multipartBody(parts);
  return t.call<T>({ method: 'POST', url: `${API}${url}`, payload, headers: { 'content-type': contentType, ...(token ? { authorization: token } : {}) }, locale });
}

/** Uploads one private PNG as `field` and answers its reference. */
export async function uploadPrivatePng(t: TestApp, token: string, field: string): Promise<string> {
  const res = await upload<string>(t, '/portal/uploadprivatefile', token, [{ field, fileName: `${field}.png`, bytes: pngImage(field.startsWith('idCard') ? 400 : 4), contentType: 'image/png' }]);
  if (res.status !== 200) throw new Error(`upload failed: ${res.body.errmsg}`);
  return res.body.ret;
}

/** Uploads a public PNG (company logo) and answers its URL path. */
export async function uploadLogo(t: TestApp, token: string): Promise<string> {
  const res = await upload<string>(t, '/portal/uploadfile', token, [{ field: 'file', fileName: 'logo.png', bytes: pngImage(), contentType: 'image/png' }]);
  if (res.status !== 200) throw new Error(`upload failed: ${res.body.errmsg}`);
  return res.body.ret;
}
