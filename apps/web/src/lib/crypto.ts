import { identityApi, sealPassword } from '@wardline/contract';
import { callApi } from './api-client';

/**
 * Password fields travel encrypted (BRIEF §2): RSA-OAEP with SHA-256 under the server's
 * SPKI public key, as base64 ciphertext. The key is fetched for every submit rather than
 * cached, so a key the server has rotated is never used; it is one small GET per submit.
 */
const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function importPublicKey(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', pemToDer(pem), OAEP, false, ['encrypt']);
}

/** Encrypts one value under an imported key; OAEP is randomised, so equal inputs give different outputs. */
export async function encryptWithKey(key: CryptoKey, plaintext: string): Promise<string> {
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plaintext));
  return toBase64(cipher);
}

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Fetches the server's current public key and encrypts each password with it, in order,
 * each sealed in an envelope with the time and a fresh nonce: the server accepts a
 * ciphertext once, so a captured one cannot be replayed.
 */
export async function encryptPasswords<T extends string[]>(...plaintexts: T): Promise<{ [K in keyof T]: string }> {
  const pem = await callApi(identityApi.publicKey, {});
  const key = await importPublicKey(pem);
  return (await Promise.all(plaintexts.map((p) => encryptWithKey(key, sealPassword(p, Date.now(), newNonce()))))) as { [K in keyof T]: string };
}
