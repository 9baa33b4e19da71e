import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (issue 12, item 17): zxcvbn-ts' list of about 49,000 passwords
 * ranked by how often they appear in leaked-password corpora. Refused for new passwords on
 * top of the spec's rule (`password.common`), case-insensitively. A module of its own,
 * loaded by the web app only when a new password is checked (it is ~380 KB).
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}
