import { describe, expect, it } from 'vitest';
import { admin } from './locales';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, value]];
}

/** The console's namespace is loaded with its chunk, outside i18n/resources.ts, so it is checked here the same way. */
describe('admin locale strings', () => {
  it('has exactly the same keys in zh and en', () => {
    expect(leaves(admin.en).map(([k]) => k).sort()).toEqual(leaves(admin.zh).map(([k]) => k).sort());
  });

  it('has no empty text', () => {
    for (const locale of ['zh', 'en'] as const) {
      for (const [key, value] of leaves(admin[locale])) {
        expect(typeof value, `${locale}:${key}`).toBe('string');
        expect((value as string).trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });
});
