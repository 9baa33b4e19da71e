import { randomBytes } from 'node:crypto';

/** 16 base64url characters (96 random bits): the id a message carries outside the server. */
export function newMessagePublicId(): string {
  return randomBytes(12).toString('base64url');
}
