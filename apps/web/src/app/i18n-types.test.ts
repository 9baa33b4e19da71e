import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import type { AppResources } from './i18n-types';

/** Checked by `tsc -p apps/web`: each `@ts-expect-error` below must stay an error, or the type check fails. */
describe('typed translation keys', () => {
  it('accepts the keys of a namespace and refuses a missing one at type-check time', () => {
    const t = ((key: string) => key) as unknown as TFunction<'layout'>;
    expect(t('nav.login')).toBe('nav.login');
    // @ts-expect-error a key missing from the layout strings fails the type check
    expect(t('nav.noSuchKey')).toBe('nav.noSuchKey');
    const register = ((key: string) => key) as unknown as TFunction<['register', 'common']>;
    expect(register('common:httpError')).toBe('common:httpError');
    // @ts-expect-error a namespace the component did not ask for is refused too
    expect(register('admin:title')).toBe('admin:title');
  });

  it('types numeric sub-keys as strings (type.1 …)', () => {
    const t = ((key: string) => key) as unknown as TFunction<'announcements'>;
    expect(t('type.1')).toBe('type.1');
    const namespaces: (keyof AppResources)[] = ['common', 'layout', 'home'];
    expect(namespaces.every((ns) => typeof ns === 'string')).toBe(true);
    expect(typeof i18n.t).toBe('function');
  });
});
