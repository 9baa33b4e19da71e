/**
 * The shape of a content value with its words taken out: every string becomes "text",
 * arrays keep their length, objects their keys. Two language versions of one content
 * module must have equal shapes — same sections, same ids, same number of items.
 * Keys named `id` and `code` keep their value, because anchors and codes must match too.
 */
export function shapeOf(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key === 'id' || key === 'code' ? value : 'text';
  if (Array.isArray(value)) return value.map((item) => shapeOf(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shapeOf((value as Record<string, unknown>)[k], k)]),
    );
  }
  return value;
}

/** Every string inside a content value, to check none is empty or left untranslated. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
