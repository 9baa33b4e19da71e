import { describe, expect, it } from 'vitest';

/** Every leaf of a namespace as a dotted key with its value; arrays count as leaves by index. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, value]];
}

/**
 * The checks every namespace loaded with its own chunk (outside i18n/resources.ts) gets:
 * the same keys in zh and en, and no empty or non-string text.
 */
export function describeLocaleParity(name: string, strings: { zh: unknown; en: unknown }) {
  describe(`${name} locale strings`, () => {
    it('has exactly the same keys in zh and en', () => {
      expect(leaves(strings.en).map(([k]) => k).sort()).toEqual(leaves(strings.zh).map(([k]) => k).sort());
    });

    it('has no empty text', () => {
      for (const locale of ['zh', 'en'] as const) {
        for (const [key, value] of leaves(strings[locale])) {
          expect(typeof value, `${locale}:${key}`).toBe('string');
          expect((value as string).trim(), `${locale}:${key}`).not.toBe('');
        }
      }
    });
  });
}
