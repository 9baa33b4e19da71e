import { describe, expect, it } from 'vitest';
import { allStringLoaders } from './strings';
import { layout } from './layout/locales';
import { common } from '@/i18n/common';

/** Every leaf of a namespace as a dotted key with its value; arrays count as leaves by index. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

describe('i18n strings', async () => {
  const loaded = await Promise.all(Object.entries(allStringLoaders()).map(async ([ns, load]) => [ns, await load()] as const));
  const namespaces = [['common', common], ['layout', layout], ...loaded] as const;

  it('covers every feature and shared component namespace', () => {
    expect(namespaces.map(([ns]) => ns).sort()).toEqual(
      ['about', 'accountCentre', 'admin', 'agreement', 'announcements', 'auth', 'certification', 'common', 'companyServices', 'contactForm', 'game', 'home', 'layout', 'legal', 'messages', 'region', 'register', 'registerShell', 'richText', 'thirdParty', 'verification', 'projects', 'projectEntry', 'projectPublish', 'bugs', 'bugSubmit', 'publishEntry', 'trustedAuth', 'reputation', 'teams', 'achievements', 'myRights'].sort(),
    );
  });

  it.each(namespaces)('namespace %s has identical key sets in zh and en', (_ns, strings) => {
    expect(leaves(strings.en).map(([k]) => k).sort()).toEqual(leaves(strings.zh).map(([k]) => k).sort());
  });

  it.each(namespaces)('namespace %s has no empty or non-string texts', (ns, strings) => {
    for (const locale of ['zh', 'en'] as const) {
      for (const [key, value] of leaves(strings[locale])) {
        expect(typeof value, `${locale}:${ns}:${key}`).toBe('string');
        expect((value as string).trim(), `${locale}:${ns}:${key}`).not.toBe('');
      }
    }
  });
});
