import { z } from 'zod';
import type { Bilingual, Locale } from '../locale';

/** A label in both languages for every value of an enumeration. */
export type LabelTable<V extends PropertyKey> = Readonly<Record<V, Bilingual>>;

/** The label of an enumeration value, or the raw value when the table has none (an unknown value from old data). */
export function enumLabel<V extends PropertyKey>(table: LabelTable<V>, value: V, locale: Locale): string {
  const entry = (table as Partial<Record<PropertyKey, Bilingual>>)[value];
  return entry ? entry[locale] : String(value);
}

/**
 * A zod enum over string values; failures carry the `enum.invalid` message key. Marked free
 * of side effects so a bundle that uses only an enumeration's values or labels drops its
 * schema, and zod with it (the project hall imports labels and nothing of zod).
 */
/* @__NO_SIDE_EFFECTS__ */
export function stringEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'enum.invalid' });
}

/**
 * A zod schema over numeric codes. Query strings and some legacy clients send
 * numbers as strings ("1"), so a string of digits is read as its number first;
 * anything else (true, "", null) fails instead of being coerced to 0 or 1.
 */
/* @__NO_SIDE_EFFECTS__ */
export function numericEnum<const T extends readonly [number, ...number[]]>(values: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.literal(values, { error: 'enum.invalid' }),
  );
}

/** The values of a `{ name: code }` object as a non-empty tuple, for `numericEnum`. */
/* @__NO_SIDE_EFFECTS__ */
export function codesOf<const O extends Readonly<Record<string, number>>>(codes: O): [O[keyof O], ...O[keyof O][]] {
  return Object.values(codes) as [O[keyof O], ...O[keyof O][]];
}
