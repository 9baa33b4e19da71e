import { filesApi, type PrivateFileKind } from '@wardline/contract';
import { callApi, callFile } from './api-client';

/**
 * POST /portal/uploadprivatefile with one file under its kind: answers the opaque
 * reference. The server may answer a map for several files; the last value is the one used.
 */
export async function uploadPrivateFile(kind: PrivateFileKind, file: File): Promise<string> {
  const form = new FormData();
  form.append(kind, file, file.name);
  const ret = await callApi(filesApi.uploadPrivateFile, { form });
  return typeof ret === 'string' ? ret : (Object.values(ret).pop() ?? '');
}

/** POST /portal/uploadfile: a public image (company logo, carousel, editor image), checked by content on the server; answers its address. */
export function uploadPublicImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(filesApi.uploadFile, { form }, signal);
}

/**
 * The bytes of a private file (ID photo, licence) as a blob, fetched with the token: only
 * PNG or JPEG is ever shown, so anything else (an error envelope, another type) is null.
 */
export async function fetchPrivateImage(ref: string, signal?: AbortSignal): Promise<Blob | null> {
  const res = await callFile(filesApi.privateFile, { query: { ref } }, signal);
  return res.ok && /^image\/(png|jpeg)$/.test(res.headers.get('content-type') ?? '') ? res.blob() : null;
}

/** A private file (image or PDF) as a blob, fetched with the token; null for anything else. */
export async function fetchPrivateDocument(ref: string, signal?: AbortSignal): Promise<Blob | null> {
  const res = await callFile(filesApi.privateFile, { query: { ref } }, signal);
  return res.ok && /^(image\/(png|jpeg)|application\/pdf)$/.test(res.headers.get('content-type') ?? '') ? res.blob() : null;
}

/** Saves a private file (a signed pledge) through the browser's download, under `name`. */
export async function downloadPrivateDocument(ref: string, name: string): Promise<void> {
  const blob = await fetchPrivateDocument(ref);
  if (!blob) throw new Error('not a document');
  saveBlob(blob, name);
}

/** Hands a blob to the browser's download under `name` (an object URL on a link clicked once). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
