/** One field of an audit row: its value before and after, and whether it changed. */
export type DiffRow = { field: string; before: unknown; after: unknown; changed: boolean };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Lines up the before and after snapshots of an audit row field by field (a create has
 * no before, a delete no after). Values that are not objects compare as one field.
 */
export function diffSnapshots(before: unknown, after: unknown): DiffRow[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return [{ field: '', before, after, changed: JSON.stringify(before) !== JSON.stringify(after) }];
  }
  const b = isPlainObject(before) ? before : {};
  const a = isPlainObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: JSON.stringify(b[field]) !== JSON.stringify(a[field]),
  }));
}

/** A value as text: strings as they are, everything else as JSON; nothing as '—'. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value, null, 2);
}
