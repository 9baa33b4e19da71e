/**
 * Characters no text field of the API accepts: NUL and the other C0 controls (tab, line
 * feed and carriage return excepted), DEL and the C1 controls. A NUL gave a 500 and
 * control characters break logs, SMS gateways and other people's screens.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Bidi embeddings, overrides and isolates, and zero-width characters: invisible, and they reorder or hide what a reader sees. */
const INVISIBLE_FORMATTING = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function hasInvisibleFormatting(value: string): boolean {
  return INVISIBLE_FORMATTING.test(value);
}

/**
 * The path (`a.b.0`) of the first string inside a request value (body, query, params)
 * holding a control character, or null. The server runs it on every request before the
 * schemas; keys count too.
 */
export function findControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findControlCharacters(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return at;
      const found = findControlCharacters(item, at);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Words a nickname may not contain (any letter case, spaces ignored): names that pass for
 * the platform or its staff in a message, a comment or a leaderboard.
 */
export const RESERVED_NICKNAME_WORDS = [
  'admin', 'administrator', 'staff', 'official', 'wardline', 'system', 'support', 'moderator', 'root',
  '管理员', '客服', '官方', '守线', '系统', '运营', '平台',
] as const;

export function containsReservedWord(value: string): boolean {
  const folded = value.toLowerCase().replace(/[\s._\-]+/g, '');
  return RESERVED_NICKNAME_WORDS.some((word) => folded.includes(word));
}
