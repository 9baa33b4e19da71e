import { describe, expect, it } from 'vitest';
import { declaredRoutes } from './route-preloads';

describe('the page routes a feature declares, read from its source', () => {
  it('finds each page, its string loaders and whether it needs Ant Design or a session', () => {
    const source = `
      import type { FeatureRoute } from '@/lib/page-route';
      import { legalStrings } from '@/components/legal/strings';
      const strings = { register: () => import('./locales').then((m) => m.register), legal: legalStrings };
      const home = { shell: 'site', antd: false, page: () => import('./home-page'), strings: { home: () => import('./home-locales') } } as const;
      export const routes: FeatureRoute[] = [
        { path: '/', ...home },
        { path: '/register/createAccount', shell: 'register', page: () => import('./create-account-page'), strings },
        { path: '/mine', shell: 'site', session: true, page: () => import('./mine-page') },
        { path: '/old', shell: 'site', redirectTo: '/' },
      ];`;
    expect(declaredRoutes(source)).toEqual([
      { path: '/', shell: 'site', session: false, antd: false, page: './home-page', strings: [{ import: './home-locales' }] },
      { path: '/register/createAccount', shell: 'register', session: false, antd: true, page: './create-account-page', strings: [{ import: './locales' }, { importedFrom: '@/components/legal/strings' }] },
      { path: '/mine', shell: 'site', session: true, antd: true, page: './mine-page', strings: [] },
    ]);
  });
});
