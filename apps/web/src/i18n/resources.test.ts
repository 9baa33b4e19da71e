import { describe, expect, it } from 'vitest';
import { resources } from './resources';

/** Every leaf of a namespace as a dotted key with its value; arrays count as leaves by index. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

describe('i18n resources', () => {
  const namespaces = Object.keys(resources.zh) as (keyof typeof resources.zh)[];

  it('has the same namespaces in zh and en', () => {
    expect(Object.keys(resources.en).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has identical key sets in zh and en', (ns) => {
    const zh = leaves(resources.zh[ns]).map(([k]) => k).sort();
    const en = leaves(resources.en[ns]).map(([k]) => k).sort();
    expect(en).toEqual(zh);
  });

  it.each(namespaces)('namespace %s has no empty or non-string texts', (ns) => {
    for (const locale of ['zh', 'en'] as const) {
      for (const [key, value] of leaves(resources[locale][ns])) {
        expect(typeof value, `${locale}:${ns}:${key}`).toBe('string');
        expect((value as string).trim(), `${locale}:${ns}:${key}`).not.toBe('');
      }
    }
  });
});
